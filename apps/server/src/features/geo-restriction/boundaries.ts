import { createRequire } from "node:module";
import { US_STATES } from "@casino/contracts";
import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import type { Feature, MultiPolygon, Polygon, Position } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { alpha2OfNumeric } from "./jurisdiction-names";

const require = createRequire(import.meta.url);

type Area = Feature<Polygon | MultiPolygon>;
interface Region {
  code: string;
  area: Area;
  /** [west, south, east, north]: most points are rejected by this before the exact test. */
  box: [number, number, number, number];
}

function boxOf(area: Area): Region["box"] {
  const box: Region["box"] = [180, 90, -180, -90];
  const polygons = area.geometry.type === "Polygon" ? [area.geometry.coordinates] : area.geometry.coordinates;
  for (const polygon of polygons) {
    for (const [lon, lat] of polygon[0] as Position[]) {
      box[0] = Math.min(box[0], lon as number);
      box[1] = Math.min(box[1], lat as number);
      box[2] = Math.max(box[2], lon as number);
      box[3] = Math.max(box[3], lat as number);
    }
  }
  return box;
}

function regionsOf(
  topologyFile: string,
  objectName: string,
  codeOf: (area: Area) => string | null,
): Region[] {
  const topology = require(topologyFile) as Topology;
  const collection = feature(topology, topology.objects[objectName] as GeometryCollection);
  const regions: Region[] = [];
  for (const area of (collection as { features: Area[] }).features) {
    if (!area.geometry) continue;
    const code = codeOf(area);
    if (code) regions.push({ code, area, box: boxOf(area) });
  }
  return regions;
}

const US_STATE_BY_NAME = new Map<string, string>(
  Object.entries(US_STATES).map(([code, name]) => [name, code]),
);

interface Boundaries {
  states: Region[];
  countries: Region[];
}

let boundaries: Boundaries | null = null;

/**
 * US states (us-atlas, Census 1:10m) and countries (world-atlas, Natural Earth 1:50m), converted from
 * TopoJSON once per process on first use (tens of milliseconds) and kept. Neither has Canadian provinces,
 * so a point in Quebec is `CA` here (the IP check does place Quebec; decision 041).
 */
function loadBoundaries(): Boundaries {
  boundaries ??= {
    // Territories (Puerto Rico, Guam…) are not in US_STATES; they are found as countries below.
    states: regionsOf("us-atlas/states-10m.json", "states", (area) => {
      const code = US_STATE_BY_NAME.get(String(area.properties?.name));
      return code ? `US-${code}` : null;
    }),
    countries: regionsOf("world-atlas/countries-50m.json", "countries", (area) =>
      area.id === undefined ? null : alpha2OfNumeric(String(area.id)),
    ),
  };
  return boundaries;
}

const contains = (region: Region, lon: number, lat: number) =>
  lon >= region.box[0] &&
  lon <= region.box[2] &&
  lat >= region.box[1] &&
  lat <= region.box[3] &&
  booleanPointInPolygon([lon, lat], region.area);

/** The jurisdiction of a point: `US-NJ` inside a US state, else the country's code; null at sea. */
export function jurisdictionAt(latitude: number, longitude: number): string | null {
  const { states, countries } = loadBoundaries();
  for (const region of states) if (contains(region, longitude, latitude)) return region.code;
  for (const region of countries) if (contains(region, longitude, latitude)) return region.code;
  return null;
}
