// The travel countries' flags as pictures (flag-icons' 4:3 SVGs, copied into the build by
// webpack as files of their own, never into a script): Windows has no flag emoji and shows
// two letters, and a machine without a colour-emoji font shows empty boxes.
import { COUNTRY_FLAGS } from "@/lib/countries";

import gbFlag from "flag-icons/flags/4x3/gb.svg";
import jpFlag from "flag-icons/flags/4x3/jp.svg";
import sgFlag from "flag-icons/flags/4x3/sg.svg";
import myFlag from "flag-icons/flags/4x3/my.svg";
import frFlag from "flag-icons/flags/4x3/fr.svg";
import deFlag from "flag-icons/flags/4x3/de.svg";
import auFlag from "flag-icons/flags/4x3/au.svg";
import usFlag from "flag-icons/flags/4x3/us.svg";
import caFlag from "flag-icons/flags/4x3/ca.svg";
import itFlag from "flag-icons/flags/4x3/it.svg";
import esFlag from "flag-icons/flags/4x3/es.svg";
import nlFlag from "flag-icons/flags/4x3/nl.svg";
import chFlag from "flag-icons/flags/4x3/ch.svg";
import noFlag from "flag-icons/flags/4x3/no.svg";
import seFlag from "flag-icons/flags/4x3/se.svg";
import dkFlag from "flag-icons/flags/4x3/dk.svg";
import beFlag from "flag-icons/flags/4x3/be.svg";
import atFlag from "flag-icons/flags/4x3/at.svg";
import ptFlag from "flag-icons/flags/4x3/pt.svg";
import grFlag from "flag-icons/flags/4x3/gr.svg";
import thFlag from "flag-icons/flags/4x3/th.svg";
import krFlag from "flag-icons/flags/4x3/kr.svg";
import cnFlag from "flag-icons/flags/4x3/cn.svg";
import inFlag from "flag-icons/flags/4x3/in.svg";
import idFlag from "flag-icons/flags/4x3/id.svg";
import phFlag from "flag-icons/flags/4x3/ph.svg";
import vnFlag from "flag-icons/flags/4x3/vn.svg";
import khFlag from "flag-icons/flags/4x3/kh.svg";
import laFlag from "flag-icons/flags/4x3/la.svg";
import mmFlag from "flag-icons/flags/4x3/mm.svg";

const PICTURES: Readonly<Record<string, string>> = {
  gb: gbFlag,
  jp: jpFlag,
  sg: sgFlag,
  my: myFlag,
  fr: frFlag,
  de: deFlag,
  au: auFlag,
  us: usFlag,
  ca: caFlag,
  it: itFlag,
  es: esFlag,
  nl: nlFlag,
  ch: chFlag,
  no: noFlag,
  se: seFlag,
  dk: dkFlag,
  be: beFlag,
  at: atFlag,
  pt: ptFlag,
  gr: grFlag,
  th: thFlag,
  kr: krFlag,
  cn: cnFlag,
  in: inFlag,
  id: idFlag,
  ph: phFlag,
  vn: vnFlag,
  kh: khFlag,
  la: laFlag,
  mm: mmFlag,
};

/** The two-letter code an emoji flag spells with its regional indicator symbols ("gb"). */
export function flagCode(emoji: string): string {
  return Array.from(emoji)
    .map((symbol) => String.fromCharCode((symbol.codePointAt(0) ?? 0) - 0x1f1e6 + 97))
    .join("");
}

/** The address of `country`'s flag picture (named as in the travel list), or null. */
export function flagPicture(country: string | null | undefined): string | null {
  const wanted = (country ?? "").trim().toLowerCase();
  const match = Object.keys(COUNTRY_FLAGS).find((name) => name.toLowerCase() === wanted);
  return match ? (PICTURES[flagCode(COUNTRY_FLAGS[match])] ?? null) : null;
}
