"""The Irmixy shared layer: what two or more Lambda functions import."""
