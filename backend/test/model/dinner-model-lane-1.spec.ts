import { describeModelLane } from './model-suite';

// One more lane of the walk in `npm test`: its own database and seed, on whichever Jest worker is free.
describeModelLane(1);
