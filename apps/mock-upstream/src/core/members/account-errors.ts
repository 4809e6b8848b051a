import { WireError } from '../../wire/envelope.js';

/** The account failures several calls answer, named once. */
export const accountErrors = {
  usernameTaken: () => new WireError(400, 'username_taken', 'This username is already taken'),
  mobileTaken: () => new WireError(400, 'mobile_taken', 'This mobile number is already registered'),
  emailTaken: () => new WireError(400, 'email_taken', 'This email address is already registered'),
  mobileNotRegistered: () =>
    new WireError(400, 'mobile_not_registered', 'No account is registered with this mobile number'),
  invitationCodeError: () => new WireError(400, 'invitation_code_error', 'The invitation code is not valid'),
  memberNoEnter: () => new WireError(400, 'member_no_enter', 'This account cannot log in'),
} as const;
