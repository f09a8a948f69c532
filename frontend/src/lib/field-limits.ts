import { SERVER_FIELD_LIMITS as SERVER } from '../api/generated/field-limits';

/**
 * The API's limits, read from openapi.yaml (generated), under the names the forms use: the
 * forms stop input at the server's maximum and check its minimums, so a value cannot pass a
 * form and then fail on the server, and the two cannot drift apart.
 */
export const FIELD_LIMITS = {
  name: SERVER.SignupDto.first_name.maxLength,
  email: SERVER.SignupDto.email.maxLength,
  genderOther: SERVER.SignupDto.partnerGenderOther.maxLength,
  otherDietaryRestrictions: SERVER.CoupleProfileFormDto.otherDietaryRestrictions.maxLength,
  password: SERVER.SignupDto.password.maxLength,
  passwordMin: SERVER.SignupDto.password.minLength,
  contactName: SERVER.SendContactMessageDto.name,
  contactSubject: SERVER.SendContactMessageDto.subject,
  contactMessage: SERVER.SendContactMessageDto.message,
  review: SERVER.SubmitReviewDto.review_text.maxLength,
  restaurantFeedback: SERVER.SubmitReviewDto.restaurant_feedback_text.maxLength,
} as const;
