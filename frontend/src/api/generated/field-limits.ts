/**
 * Generated from openapi.yaml by scripts/write-field-limits.mjs. Do not edit manually.
 * The server's rules per request schema and field: the forms check with these.
 */
export const SERVER_FIELD_LIMITS = {
  "AdminLoginDto": {
    "email": {
      "maxLength": 320
    },
    "password": {
      "maxLength": 200
    }
  },
  "AdminSecondFactorDto": {
    "code": {
      "pattern": "^\\s*\\d{3}\\s?\\d{3}\\s*$"
    },
    "recovery_code": {
      "maxLength": 40
    }
  },
  "AutoLoginDto": {
    "token": {
      "maxLength": 200
    }
  },
  "ChangeAdminRoleDto": {
    "cities": {
      "maxItems": 50,
      "items": {
        "maxLength": 100
      }
    }
  },
  "ChangePasswordDto": {
    "confirm_password": {
      "maxLength": 200
    },
    "current_password": {
      "maxLength": 200
    },
    "new_password": {
      "minLength": 8,
      "maxLength": 200
    }
  },
  "CheckEmailDto": {
    "email": {
      "maxLength": 320
    }
  },
  "CheckPaymentDto": {
    "paymentIntentId": {
      "maxLength": 255
    }
  },
  "CityInputDto": {
    "country": {
      "minLength": 1,
      "maxLength": 100
    },
    "currency": {
      "maxLength": 3
    },
    "language": {
      "maxLength": 35
    },
    "name": {
      "minLength": 1,
      "maxLength": 100
    },
    "time_zone": {
      "maxLength": 64
    }
  },
  "CompleteOnboardingDto": {
    "first_name": {
      "maxLength": 100
    },
    "last_name": {
      "maxLength": 100
    },
    "password": {
      "minLength": 8,
      "maxLength": 200
    },
    "phone_number": {
      "pattern": "^\\+\\d{1,4} \\d[\\d ]{3,18}$"
    },
    "token": {
      "maxLength": 200
    }
  },
  "ConfirmEmailChangeDto": {
    "token": {
      "maxLength": 200
    }
  },
  "ConfirmationTokenDto": {
    "token": {
      "minLength": 1,
      "maxLength": 200
    }
  },
  "CoupleProfileFormDto": {
    "bringingToTablemates": {
      "minItems": 1
    },
    "cuisine_types": {
      "minItems": 1
    },
    "dietary_restrictions": {
      "minItems": 1
    },
    "diningVibe": {
      "minItems": 1
    },
    "idealSocialOuting": {
      "minItems": 2
    },
    "location": {
      "maxLength": 100
    },
    "otherDietaryRestrictions": {
      "maxLength": 500
    },
    "restaurant_price_preference": {
      "minItems": 1
    },
    "travelDestinations": {
      "maxItems": 3,
      "items": {
        "maxLength": 100
      }
    }
  },
  "CoupleReviewDto": {
    "feedback": {
      "maxLength": 2000
    }
  },
  "CreateApiKeyDto": {
    "cities": {
      "maxItems": 50,
      "items": {
        "maxLength": 100
      }
    },
    "name": {
      "maxLength": 100
    },
    "scopes": {
      "minItems": 1,
      "maxItems": 5
    }
  },
  "CreateBookingDto": {
    "special_requests": {
      "maxLength": 500
    }
  },
  "CreateGroupDto": {
    "coupleIds": {
      "minItems": 1
    }
  },
  "CreateMatchingConfigDto": {
    "description": {
      "maxLength": 1000
    },
    "parameter_name": {
      "maxLength": 255
    }
  },
  "CreateWebhookEndpointDto": {
    "description": {
      "maxLength": 200
    },
    "event_types": {
      "maxItems": 17
    },
    "url": {
      "maxLength": 2000
    }
  },
  "DeleteAccountDto": {
    "password": {
      "minLength": 1,
      "maxLength": 200
    }
  },
  "DinnerEventInputDto": {
    "city": {
      "maxLength": 100
    },
    "country": {
      "maxLength": 100
    }
  },
  "EmailChangeRequestDto": {
    "current_password": {
      "maxLength": 200
    },
    "new_email": {
      "maxLength": 320
    }
  },
  "ForgotPasswordDto": {
    "email": {
      "maxLength": 320
    }
  },
  "IntegratorReservationAnswerDto": {
    "reason": {
      "maxLength": 500
    }
  },
  "JoinWaitlistDto": {
    "city": {
      "maxLength": 100
    },
    "email": {
      "maxLength": 320
    }
  },
  "LiftSuspensionInputDto": {
    "reason": {
      "maxLength": 300
    }
  },
  "LoginDto": {
    "email": {
      "maxLength": 320
    },
    "password": {
      "maxLength": 200
    }
  },
  "MagicLinkRequestDto": {
    "email": {
      "maxLength": 320
    }
  },
  "MemberDetailsDto": {
    "date_of_birth": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
    },
    "first_name": {
      "maxLength": 100
    },
    "last_name": {
      "maxLength": 100
    },
    "phone_number": {
      "pattern": "^\\+\\d{1,4} \\d[\\d ]{3,18}$"
    }
  },
  "PartialSignupDto": {
    "communication_style": {
      "maxLength": 100
    },
    "date_of_birth": {
      "maxLength": 20
    },
    "diningFrequencyNew": {
      "maxLength": 100
    },
    "email": {
      "maxLength": 320
    },
    "first_name": {
      "maxLength": 100
    },
    "gender": {
      "maxLength": 40
    },
    "last_name": {
      "maxLength": 100
    },
    "lifeStagePreference": {
      "maxLength": 100
    },
    "location": {
      "maxLength": 100
    },
    "otherDietaryRestrictions": {
      "maxLength": 500
    },
    "partner_date_of_birth": {
      "maxLength": 20
    },
    "partner_email": {
      "maxLength": 320
    },
    "partner_first_name": {
      "maxLength": 100
    },
    "partner_gender": {
      "maxLength": 40
    },
    "partnerGenderOther": {
      "maxLength": 100
    },
    "phone_number": {
      "maxLength": 40
    },
    "planningStyle": {
      "maxLength": 100
    },
    "socialAgePreference": {
      "maxLength": 100
    }
  },
  "PartnerDescriptionDto": {
    "date_of_birth": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
    },
    "first_name": {
      "maxLength": 100
    }
  },
  "RecordCookieConsentDto": {
    "policyVersion": {
      "pattern": "^[\\w.-]{1,40}$"
    }
  },
  "ReportCoupleDto": {
    "description": {
      "maxLength": 2000
    }
  },
  "ResendVerificationDto": {
    "email": {
      "maxLength": 320
    }
  },
  "ReservationAnswerDto": {
    "reason": {
      "maxLength": 500
    },
    "token": {
      "maxLength": 200
    }
  },
  "ReservationAttendanceDto": {
    "token": {
      "maxLength": 200
    }
  },
  "ResetPasswordDto": {
    "confirm_password": {
      "maxLength": 200
    },
    "email": {
      "maxLength": 320
    },
    "password": {
      "minLength": 8,
      "maxLength": 200
    },
    "token": {
      "maxLength": 200
    }
  },
  "RestaurantInputDto": {
    "address": {
      "minLength": 1,
      "maxLength": 500
    },
    "city": {
      "minLength": 1,
      "maxLength": 100
    },
    "country": {
      "minLength": 1,
      "maxLength": 100
    },
    "cuisine_types": {
      "minItems": 1,
      "items": {
        "maxLength": 100
      }
    },
    "description": {
      "maxLength": 1000
    },
    "dietary_accommodations": {
      "minItems": 1,
      "items": {
        "maxLength": 100
      }
    },
    "dining_vibe_tags": {
      "minItems": 1,
      "items": {
        "maxLength": 100
      }
    },
    "email": {
      "maxLength": 254
    },
    "name": {
      "minLength": 1,
      "maxLength": 200
    },
    "phone": {
      "maxLength": 20,
      "pattern": "^\\+?[\\d\\s\\-()]+$"
    },
    "website": {
      "maxLength": 500
    }
  },
  "SafetyActionInputDto": {
    "reason": {
      "maxLength": 300
    }
  },
  "SafetyCoupleActionInputDto": {
    "reason": {
      "maxLength": 300
    }
  },
  "SafetyNoteInputDto": {
    "text": {
      "maxLength": 2000
    }
  },
  "SendContactMessageDto": {
    "email": {
      "maxLength": 320
    },
    "message": {
      "minLength": 10,
      "maxLength": 5000
    },
    "name": {
      "minLength": 2,
      "maxLength": 100
    },
    "subject": {
      "minLength": 2,
      "maxLength": 200
    }
  },
  "SendInvitationDto": {
    "partner_email": {
      "maxLength": 320
    }
  },
  "SignupDto": {
    "bringingToTablemates": {
      "minItems": 1
    },
    "confirm_password": {
      "maxLength": 200
    },
    "cuisine_types": {
      "minItems": 1
    },
    "date_of_birth": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
    },
    "dietary_restrictions": {
      "minItems": 1
    },
    "diningVibe": {
      "minItems": 1
    },
    "email": {
      "maxLength": 320
    },
    "first_name": {
      "maxLength": 100
    },
    "idealSocialOuting": {
      "minItems": 2
    },
    "last_name": {
      "maxLength": 100
    },
    "location": {
      "maxLength": 100
    },
    "otherDietaryRestrictions": {
      "maxLength": 500
    },
    "partner_date_of_birth": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
    },
    "partner_email": {
      "maxLength": 320
    },
    "partner_first_name": {
      "maxLength": 100
    },
    "partnerGenderOther": {
      "maxLength": 100
    },
    "password": {
      "minLength": 8,
      "maxLength": 200
    },
    "phone_number": {
      "pattern": "^\\+\\d{1,4} \\d[\\d ]{3,18}$"
    },
    "restaurant_price_preference": {
      "minItems": 1
    },
    "travelDestinations": {
      "maxItems": 3,
      "items": {
        "maxLength": 100
      }
    }
  },
  "SubmitAppealDto": {
    "text": {
      "maxLength": 2000
    }
  },
  "SubmitReviewDto": {
    "didntCome": {
      "maxItems": 24
    },
    "restaurant_feedback_text": {
      "maxLength": 2000
    },
    "review_text": {
      "maxLength": 2000
    },
    "seeYouAgain": {
      "maxItems": 24
    }
  },
  "SubscribeNewsletterDto": {
    "email": {
      "maxLength": 320
    }
  },
  "SupportCancelBookingDto": {
    "reason": {
      "maxLength": 300
    }
  },
  "SupportMoveBookingDto": {
    "reason": {
      "maxLength": 300
    }
  },
  "SupportReasonDto": {
    "reason": {
      "maxLength": 300
    }
  },
  "SupportRefundDto": {
    "reason": {
      "maxLength": 300
    }
  },
  "TestModeConfirmDto": {
    "cardNumber": {
      "maxLength": 23
    },
    "cvc": {
      "maxLength": 4
    },
    "expiry": {
      "maxLength": 7
    },
    "paymentIntentId": {
      "maxLength": 255
    }
  },
  "TwoFactorCodeDto": {
    "code": {
      "pattern": "^\\s*\\d{3}\\s?\\d{3}\\s*$"
    }
  },
  "UnsubscribeDto": {
    "token": {
      "minLength": 1,
      "maxLength": 200
    }
  },
  "UpdateMatchingConfigDto": {
    "description": {
      "maxLength": 1000
    }
  },
  "UpdateWebhookEndpointDto": {
    "description": {
      "maxLength": 200
    },
    "event_types": {
      "maxItems": 17
    },
    "url": {
      "maxLength": 2000
    }
  }
} as const;
