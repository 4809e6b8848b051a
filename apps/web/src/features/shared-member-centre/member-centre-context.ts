import { useRealAccountGate } from '../shared-auth/real-account-gate';
import { type TCentreApi, useCentre } from '../shared-centre/use-centre';
import { MEMBER_CENTRE, type TMemberCentrePage } from './centre-pages';

export type TMemberCentreApi = TCentreApi<TMemberCentrePage>;

/**
 * The member centre (`?centre=<page>`): logged out goes to login, a trial
 * member sees the real-account gate. Pages navigate with this hook.
 */
export const useMemberCentre = (): TMemberCentreApi => useCentre(MEMBER_CENTRE, useRealAccountGate());
