// The guided flow's step list keeps the steps it started with (issue 21.7: "Step 4 of 6" became
// "Step 4 of 5" after signing up): flowSteps counts the visitor's steps now and the remembered ones.
import t from 'tap';
import { flowSteps, nextStep, visibleSteps, type FlowViewer } from '../../client/features/advert/flow.ts';

const visitor: FlowViewer = { isLoggedIn: false, resources: [] };
const noPlan: FlowViewer = { isLoggedIn: true, resources: [] };
const withRoom: FlowViewer = { isLoggedIn: true, resources: [{ type: 'PUBLICATION', limit: 3, used: 0 }] };

t.test('before the flow has started, the steps are those the visitor sees', async (t) => {
  t.same(flowSteps(visitor, null), ['what', 'price', 'photos', 'contact', 'plan', 'publish']);
  t.same(flowSteps(withRoom, null), ['what', 'price', 'photos', 'publish']);
  t.same(flowSteps(noPlan, null), ['what', 'price', 'photos', 'plan', 'publish']);
});

t.test('a visitor who signs up or in keeps the six steps the flow started with', async (t) => {
  const started = visibleSteps(visitor);
  for (const viewer of [noPlan, withRoom]) {
    const steps = flowSteps(viewer, started);
    t.equal(steps.length, 6, 'the total stays 6');
    t.equal(steps.indexOf('publish') + 1, 6, 'publishing is step 6 of 6');
  }
  // the steps no longer needed are passed over
  t.equal(nextStep('photos', withRoom), 'publish');
  t.equal(nextStep('photos', noPlan), 'plan');
});

t.test('a user who takes a plan on the way keeps the plan step in the count', async (t) => {
  const steps = flowSteps(withRoom, visibleSteps(noPlan));
  t.same(steps, ['what', 'price', 'photos', 'plan', 'publish']);
});
