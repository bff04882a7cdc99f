// Injected by Scripts/check-site-selftest.sh: a script that redraws the simulated screen (the shown
// frame's value 0.5 written as 0.7), which the redraw parity check must see.
document.querySelector(".device [data-frame]:not([hidden]) .ui-value").textContent = "0.7";
