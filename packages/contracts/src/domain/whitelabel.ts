/** Whitelabel flag ids (docs/product.md §3) that switch features on and off. */
export const WHITELABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'CHNGPASSVERIF3',
  'AGENTPOLICY3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  /** The login's captcha is the image one (CAPTCHA3) or GeeTest's slide (GEETEST3). */
  'CAPTCHA3',
  'GEETEST3',
  /** Ours (the catalogue names no flag for `/wps/member/register/mail`): the email registration tab. */
  'EMAILREG3',
] as const;
export type TWhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

export type TWhitelabelNode = {
  modId: string;
  enabled: '1' | '0';
  childrenNodes?: TWhitelabelNode[];
};

/** Flattens the whitelabel tree to a map from modId to enabled, as the clients do. */
export const flattenWhitelabel = (nodes: readonly TWhitelabelNode[]): Record<string, boolean> => {
  const flags: Record<string, boolean> = {};
  const visit = (node: TWhitelabelNode) => {
    flags[node.modId] = node.enabled === '1';
    node.childrenNodes?.forEach(visit);
  };
  nodes.forEach(visit);
  return flags;
};
