export { MatchingModule } from './matching.module';
