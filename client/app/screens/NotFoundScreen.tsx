import { NotFound } from '../components/system/NotFound.tsx';

export default function NotFoundScreen() {
  return <NotFound />;
}
