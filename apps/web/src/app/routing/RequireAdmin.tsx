import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session';

/** Sits inside RequireSession, so the user is known here. */
export function RequireAdmin() {
  const { user } = useSession();
  return user?.role === 'admin' ? <Outlet /> : <Navigate to="/" replace />;
}
