export const BUCKET_PLACEHOLDER: string;
export const RULES_TEMPLATE_FILE: string;
export const DEPLOYED_RULES_FILE: string;
export function rulesForBucket(template: string, bucket: string): string;
export function writeDeployedRules(bucket: string): Promise<string>;
