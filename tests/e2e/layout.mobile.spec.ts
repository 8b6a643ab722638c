import { layoutTests } from './layout-suite';

// The mobile project's 390×844 phone; the laptop's run is layout.spec.ts.
layoutTests();
