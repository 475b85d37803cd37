import { useLocation } from 'react-router-dom';
import { CheckMailCard } from '@/components/account/CheckMailCard';
import { authPageState } from './authPageState';

/** /check-mail: where the forgot form leads. */
export function CheckMailPage() {
  const { state } = useLocation();
  return <CheckMailCard email={authPageState(state).email} />;
}
