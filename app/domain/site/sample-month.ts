/** The landing page's sample calendar, as the loader hands it to the page (free of server code). */

export type SampleDecision = { id: string; courtName: string; fileNumber: string | null; decisionType: string | null };
export type SampleDay = { date: string; total: number; decisions: SampleDecision[] };
/** One month of the landing page's sample calendar; `days` holds only days with decisions. */
export type SampleMonth = { year: number; month: number; total: number; days: SampleDay[] };
