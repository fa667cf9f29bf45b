/** The in-memory data router for tests, kept out of the shared router module the browser downloads. */
export { createMemoryRouter } from 'react-router';
