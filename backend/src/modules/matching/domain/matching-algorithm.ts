/** How a group was formed, as stored and shown (admin-side spec, matched group). */
export const MATCHING_ALGORITHMS = ['gemini_ai', 'rules_based', 'manual', 'manual_admin'] as const;
export type MatchingAlgorithm = (typeof MATCHING_ALGORITHMS)[number];
