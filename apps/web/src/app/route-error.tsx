import { useRouteError } from 'react-router-dom';
import { ErrorScreen } from './error-screen';

/** A page that failed to render (or whose code failed to load) shows the reload screen inside the router. */
export const RouteError = () => <ErrorScreen error={useRouteError()} />;
