// Types of the matchers that tools/build/jest-setup-dom.cjs installs.
import '@testing-library/jest-dom';
