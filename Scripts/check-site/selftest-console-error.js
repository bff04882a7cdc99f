// Injected by Scripts/check-site-selftest.sh: a page that logs an error and throws.
console.error("selftest console error");
selftestUndefinedFunction();
