// Types of world-map.mjs, for the Vitest test that checks the committed map is what it writes.
export type WorldMap = {
  source: string;
  projection: string;
  width: number;
  height: number;
  scale: number;
  translateX: number;
  translateY: number;
  outline: string;
  land: string;
  borders: string;
};

export declare const OUTPUT: string;
export declare const WIDTH: number;
export declare function mapProjection(): {
  projection: (point: [number, number]) => [number, number] | null;
  height: number;
};
export declare function buildWorldMap(): WorldMap;
export declare function worldMapText(): string;
