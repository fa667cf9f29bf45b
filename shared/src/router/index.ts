/**
 * The parts of react-router the apps use, shared once across the shell and every remote. Sharing this module instead
 * of react-router itself lets webpack drop the rest of the library, and keeps one router context for everybody.
 * The shell runs a data router (createBrowserRouter): `useBlocker`, which guards a changed form, needs one.
 * Import react-router only through here (tests: `@sdp/shared/router/testing`).
 */
export {
  createBrowserRouter,
  Link,
  Navigate,
  RouterProvider,
  // The shell hands a kept, hidden page the address it had (shell/src/routing/kept-slot.tsx).
  UNSAFE_LocationContext as LocationContext,
  useBlocker,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
export type {
  Blocker,
  BlockerFunction,
  Location,
  NavigateFunction,
  NavigateOptions,
  RouteObject,
  To,
} from 'react-router';
