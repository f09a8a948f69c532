import type { CurrentUserDto } from '../../api/generated/model';

/** Login and signup answers may wrap the user in `user`; otherwise the answer is the user. */
export const userOf = (response: CurrentUserDto | { user: CurrentUserDto }): CurrentUserDto => ('user' in response ? response.user : response);
