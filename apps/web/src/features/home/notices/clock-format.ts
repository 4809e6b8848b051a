const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as the home clock shows it: `DD/MM/YYYY HH:mm:ss`, in the visitor's time zone. */
export const formatClock = (epochMs: number): string => {
  const date = new Date(epochMs);
  return (
    `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
};
