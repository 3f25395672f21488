/**
 * Every react-query key the admin app uses, in one place, so invalidation stays consistent.
 */
export const queryKeys = {
	all: [ 'userfeedback' ] as const,
	entitlements: [ 'userfeedback', 'entitlements' ] as const,
} as const;
