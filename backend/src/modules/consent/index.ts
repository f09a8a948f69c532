export { ConsentModule } from './consent.module';
