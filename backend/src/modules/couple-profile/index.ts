export { CoupleProfileModule } from './couple-profile.module';
