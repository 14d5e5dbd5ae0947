import { useEffect, useState } from 'react';

/**
 * True once the page lost the focus or was hidden: when a custom protocol opens the plugin, the
 * plugin's window takes the focus. A page cannot see more than that of another program.
 */
export function useFocusLeft(): boolean {
  const [left, setLeft] = useState(false);
  useEffect(() => {
    const onBlur = () => setLeft(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') setLeft(true);
    };
    window.addEventListener('blur', onBlur);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('blur', onBlur);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  return left;
}
