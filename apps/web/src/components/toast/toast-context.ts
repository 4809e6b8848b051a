import { createContext, useContext } from 'react';

export type TToastTone = 'info' | 'success' | 'error';
export type TToastApi = { show: (message: string, tone?: TToastTone) => void };

export const ToastContext = createContext<TToastApi | null>(null);

/** Shows short, self-dismissing messages. Needs a ToastProvider above. */
export const useToast = (): TToastApi => {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
};
