// The CV's print styles (cv-print.css, which /cv.pdf is laid out with too), linked while the CV
// is on screen: a file of its own (webpack's `?url`), not a CSS chunk, so no visitor's entry
// carries a stylesheet loader, and no other page prints with the CV's A4 rules.
import { useEffect } from "react";

import printStyles from "./cv-print.css?url";

export function useCvPrintStyles(): void {
  useEffect(() => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.media = "print";
    link.href = printStyles;
    document.head.append(link);
    return () => link.remove();
  }, []);
}
