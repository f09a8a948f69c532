export { SupportModule } from './support.module';
