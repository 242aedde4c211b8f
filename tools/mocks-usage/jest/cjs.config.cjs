module.exports = { rootDir: "..", testMatch: ["<rootDir>/jest/*.cjs.test.cjs"], testEnvironment: "node" };
