export default { rootDir: "..", testMatch: ["<rootDir>/jest/*.esm.test.mjs"], transform: {}, testEnvironment: "node" };
