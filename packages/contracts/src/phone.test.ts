import { describe, expect, it } from 'vitest';
import { normaliseInternationalNumber, normalisePhone } from './phone.js';

const PH = { countryDialingCode: '+63', mobileNum: '9187738477', e164: '+639187738477' };

describe('normalisePhone', () => {
  it.each([
    ['+63', '9187738477'],
    ['63', '9187738477'],
    ['+063', '9187738477'],
    ['+63', '09187738477'],
    ['063', '09187738477'],
    [' +63 ', '918 773 8477'],
  ])('reads %s %s as one number', (code, mobile) => {
    expect(normalisePhone(code, mobile)).toEqual(PH);
  });

  it('keeps other countries apart', () => {
    expect(normalisePhone('+1', '2025550123')?.e164).toBe('+12025550123');
  });

  it.each([
    ['+63', '123'],
    ['+63', '123456'],
    ['+1', '12345678'],
    ['+63', '91877384771234'],
    ['+999', '12345678'],
    ['+', '9187738477'],
    ['+63', '91877x8477'],
  ])('refuses the impossible number %s %s', (code, mobile) => {
    expect(normalisePhone(code, mobile)).toBeNull();
  });
});

describe('normaliseInternationalNumber', () => {
  it.each(['+63 917 123 4567', '639171234567', '6309171234567'])('reads %s as +639171234567', (text) => {
    expect(normaliseInternationalNumber(text)).toBe('+639171234567');
  });

  it.each(['', '63123', 'abc'])('refuses %j', (text) => {
    expect(normaliseInternationalNumber(text)).toBeNull();
  });
});
