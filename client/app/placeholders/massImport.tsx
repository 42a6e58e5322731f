import { comingSoonScreen } from '../screens/ComingSoonScreen.tsx';

export default comingSoonScreen('massImport');
