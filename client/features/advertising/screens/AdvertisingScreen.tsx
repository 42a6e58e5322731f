// /advertising: an informative page; its text lives in locales (advertising.*).
import { AdvertisingView } from '../components/AdvertisingView.tsx';

export function AdvertisingScreen() {
  return (
    <div className="container">
      <AdvertisingView />
    </div>
  );
}

export default AdvertisingScreen;
