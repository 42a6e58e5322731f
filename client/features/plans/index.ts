// What other features use of the plans screen: the price format of a plan.
export { formatPlanPrice } from './components/PlanList.tsx';
