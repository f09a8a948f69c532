export { DinnersModule } from './dinners.module';
