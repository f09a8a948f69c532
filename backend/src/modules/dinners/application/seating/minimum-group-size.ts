/** Port: the fewest couples a group may have (the matching configuration's min_group_size). */
export abstract class MinimumGroupSize {
  abstract minimum(): Promise<number>;
}
