// "Now" for filtering by date (notice expiry). Unknown (null) on the server and in the first
// client render, so prerendered HTML never depends on the build's clock; set right after mount.
import { useEffect, useState } from 'react';

export function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
  }, []);
  return now;
}
