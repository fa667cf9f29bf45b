/**
 * The parts of react-router the apps use, shared once across the shell and every remote. Sharing this module instead
 * of react-router itself lets webpack drop the rest of the library (about 60 KB gzip → 14 KB), and keeps one router
 * context for everybody. Import react-router only through here.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction, NavigateOptions, To } from 'react-router';
