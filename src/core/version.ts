/** The tool's name and version, as in package.json (a test keeps them equal). */
export const TOOL_NAME = 'sitemap-contract';
export const TOOL_VERSION = '1.0.0';
