import { comingSoonScreen } from '../ComingSoonScreen.tsx';

export default comingSoonScreen('realtors');
