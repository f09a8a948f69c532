export { RestaurantsModule } from './restaurants.module';
