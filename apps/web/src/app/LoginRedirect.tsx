import { Navigate, useLocation } from 'react-router';

/** Old links point at /login (also /login?redirect=nodebb); the query travels along to the sign-in page. */
export function LoginRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/auth/signin', search }} replace />;
}
