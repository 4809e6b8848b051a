import { describe, expect, it } from 'vitest';
import { isPasswordAllowed } from '../../../core/members/register-rules.js';
import { DEMO_REGISTER_SETTINGS } from '../../../seed/data/merchant.js';
import { generateTemporaryPassword } from './temporary-password.js';

describe('temporary passwords', () => {
  it('are 10 letters and digits that the password rule accepts', () => {
    for (let run = 0; run < 50; run++) {
      const password = generateTemporaryPassword(DEMO_REGISTER_SETTINGS);
      expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z0-9]{10}$/);
      expect(isPasswordAllowed(DEMO_REGISTER_SETTINGS, password)).toBe(true);
    }
  });

  it('fit a rule that bounds the length', () => {
    const settings = {
      ...DEMO_REGISTER_SETTINGS,
      password: { ...DEMO_REGISTER_SETTINGS.password!, maxLength: 8 },
    };
    expect(generateTemporaryPassword(settings)).toHaveLength(8);
    const longer = {
      ...DEMO_REGISTER_SETTINGS,
      password: { ...DEMO_REGISTER_SETTINGS.password!, minLength: 12 },
    };
    expect(generateTemporaryPassword(longer)).toHaveLength(12);
  });
});
