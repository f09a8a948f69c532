import { describeModelLane } from './model-suite';

// Lane 0 of the walk (lane MODEL_LANE under `npm run test:model -- --lanes L`), and the lives found before.
describeModelLane(Number(process.env.MODEL_LANE ?? 0));
