/**
 * SYNTHETIC decisions for benchmarks only (never for tests of behaviour): realistic shapes —
 * real court names, file-number patterns, Tenor/Tatbestand/Gründe with Randnummern — but
 * invented text from a German legal vocabulary. A seeded PRNG makes runs comparable.
 */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const syntheticCourts: { name: string; state: number | null; code: string }[] = [
  { name: "Bundesgerichtshof", state: null, code: "BGH" },
  { name: "Bundesarbeitsgericht", state: null, code: "BAG" },
  { name: "Bundessozialgericht", state: null, code: "BSG" },
  { name: "Bundesfinanzhof", state: null, code: "BFH" },
  { name: "Bundesverwaltungsgericht", state: null, code: "BVerwG" },
  { name: "Oberlandesgericht München", state: 4, code: "OLGMUEN" },
  { name: "Landgericht München I", state: 4, code: "LGMUEN1" },
  { name: "Bayerischer Verwaltungsgerichtshof", state: 4, code: "VGHBY" },
  { name: "Landesarbeitsgericht Düsseldorf", state: 12, code: "LAGD" },
  { name: "Landgericht Köln", state: 12, code: "LGK" },
  { name: "Verwaltungsgericht Düsseldorf", state: 12, code: "VGD" },
  { name: "Sozialgericht Düsseldorf", state: 12, code: "SGD" },
  { name: "Oberlandesgericht Braunschweig", state: 11, code: "OLGBS" },
  { name: "Schleswig-Holsteinisches Landessozialgericht", state: 17, code: "LSGSH" },
  { name: "Hessisches Finanzgericht", state: null, code: "FGHE" },
  { name: "Landgericht Berlin", state: null, code: "LGBE" },
  { name: "Sächsisches Oberverwaltungsgericht", state: null, code: "OVGSN" },
  { name: "Amtsgericht Hamburg", state: null, code: "AGHH" },
];

const words =
  "Klägerin Beklagte Berufung Revision Urteil Anspruch Vertrag Kündigung Arbeitnehmer Arbeitgeber Schadensersatz Mietvertrag Vermieter Mieter Urlaub Abgeltung Verfahren Kosten Streitwert Bescheid Behörde Genehmigung Bebauungsplan Steuer Umsatzsteuer Einkommensteuer Sozialleistung Rente Versicherung Haftung Verjährung Frist Zustellung Beweis Zeuge Sachverständiger Gutachten Anhörung Verhältnismäßigkeit Grundrecht Eigentum Datenschutz Auskunft Unterlassung Wettbewerb Marke Patent Insolvenz Verwalter Gläubiger Schuldner Bürgschaft Darlehen Zinsen Werkvertrag Mangel Nacherfüllung Rücktritt Minderung Erbe Testament Pflichtteil Unterhalt Sorgerecht Aufenthalt Ausweisung Asyl Beamter Besoldung Disziplinar Tarifvertrag Betriebsrat Mitbestimmung Diskriminierung Entschädigung Gesundheit Krankenkasse Pflege Behinderung Zulassung Prüfung Hochschule Schule Polizei Versammlung Gewerbe Gaststätte Immission Lärm Umwelt Abfall Wasser Energie Netz Telekommunikation Rundfunk Presse".split(
    " ",
  );
const fillers =
  "der die das und nicht zu mit auf für ist im dem den des von eine einen wird wurde hat haben sein nach gemäß unter über wegen insoweit jedoch daher".split(
    " ",
  );
const types = ["Urteil", "Beschluss", "Urteil", "Beschluss", "Endurteil", "Gerichtsbescheid", "Versäumnisurteil"];
const senates = ["AZR", "ZR", "C", "O", "U", "K", "Sa", "AS", "L", "B", "S"];

export function makeSentence(random: () => number, length: number): string {
  const out: string[] = [];
  for (let i = 0; i < length; i++)
    out.push(
      random() < 0.45 ? words[Math.floor(random() * words.length)]! : fillers[Math.floor(random() * fillers.length)]!,
    );
  const sentence = out.join(" ");
  return `${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`;
}

/** One record in Open Legal Data's dump format (the fields of dump_cases.jsonl.gz). */
export function syntheticOldpCase(index: number, random: () => number) {
  const court = syntheticCourts[Math.floor(random() * syntheticCourts.length)]!;
  const year = 2005 + Math.floor(random() * 20);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  const date = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const fileNumber = `${1 + Math.floor(random() * 30)} ${senates[Math.floor(random() * senates.length)]} ${1 + Math.floor(random() * 2000)}/${String(year % 100).padStart(2, "0")}`;
  const paragraphs = 8 + Math.floor(random() * 12);
  let content = `<h2>Tenor</h2><p>${makeSentence(random, 18)}</p><h2>Gründe</h2>`;
  for (let n = 1; n <= paragraphs; n++)
    content += `<span class="absatzRechts">${n}</span><p class="absatzLinks">${makeSentence(random, 25 + Math.floor(random() * 40))}</p>`;
  return {
    id: 1_000_000 + index,
    slug: `synthetic-${index}`,
    court: {
      id: 1,
      name: court.name,
      slug: court.code.toLowerCase(),
      city: null,
      state: court.state,
      jurisdiction: null,
      level_of_appeal: null,
    },
    file_number: fileNumber,
    date,
    created_date: `${date}T10:00:00Z`,
    updated_date: `${date}T10:00:00Z`,
    type: types[Math.floor(random() * types.length)],
    ecli:
      random() < 0.7
        ? `ECLI:DE:${court.code.toUpperCase()}:${year}:${String(month).padStart(2, "0")}${String(day).padStart(2, "0")}.${index}`
        : "",
    content,
  };
}
