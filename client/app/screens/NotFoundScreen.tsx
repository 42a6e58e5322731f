import { NotFound } from '../../ui/system/NotFound.tsx';

export default function NotFoundScreen() {
  return <NotFound />;
}
