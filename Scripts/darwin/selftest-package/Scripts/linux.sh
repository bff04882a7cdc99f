#!/usr/bin/env bash
# [scripts] A Linux-only script that does not say so on a Mac.
valgrind --version
