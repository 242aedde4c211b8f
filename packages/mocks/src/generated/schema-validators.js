// generated, do not edit: written by @avaspec/mocks from @avaspec/specs (pnpm --filter @avaspec/mocks generate)
// The node's parameter validators and the control plane's body validators, compiled by Ajv ahead of time
// (standalone code): nothing is eval'd, so a page with a strict Content Security Policy can load them.
import { schemaRuntime as require } from "../schema/ajv-runtime.js";

function controlValidators() {
const exports = {};
exports["control/17843bbb-1c1e3320-2629"] = validate10;
const schema11 = {"type":"object","additionalProperties":false,"properties":{"name":{"type":"string","maxLength":200},"operation":{"type":"string","maxLength":200},"method":{"type":"string","maxLength":200},"status":{"type":"integer","minimum":100,"maximum":599},"retryAfter":{"type":"integer","minimum":0,"maximum":86400},"error":{"type":"object","additionalProperties":false,"required":["code","message"],"properties":{"code":{"type":"integer","minimum":-2147483648,"maximum":2147483647},"message":{"type":"string","maxLength":10000},"data":{}}},"delayMs":{"type":"integer","minimum":0,"maximum":300000},"example":{"type":"string","minLength":1,"maxLength":200},"mock":{"const":true},"reset":{"const":true},"hang":{"const":true},"malformed":{"enum":[true,"truncated","not-json"]},"undeclared":{"type":"boolean"},"times":{"type":"integer","minimum":1,"maximum":1000000000},"rate":{"type":"number","exclusiveMinimum":0,"maximum":1},"match":{"type":"object","additionalProperties":false,"properties":{"path":{"type":"object","maxProperties":64,"propertyNames":{"maxLength":200},"additionalProperties":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}}},"query":{"type":"object","maxProperties":64,"propertyNames":{"maxLength":200},"additionalProperties":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}}},"headers":{"type":"object","maxProperties":64,"propertyNames":{"maxLength":200},"additionalProperties":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}}},"body":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}},"params":{"type":["object","array"],"maxItems":64,"items":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}},"maxProperties":64,"propertyNames":{"maxLength":200},"additionalProperties":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}}}}}}};
const func2 = Object.prototype.hasOwnProperty;
const func3 = require("ajv/dist/runtime/ucs2length").default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func3(data0) > 200){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.name,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name.type,parentSchema:schema11.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.operation !== undefined){
let data1 = data.operation;
if(typeof data1 === "string"){
if(func3(data1) > 200){
const err3 = {instancePath:instancePath+"/operation",schemaPath:"#/properties/operation/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.operation,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/operation",schemaPath:"#/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.operation.type,parentSchema:schema11.properties.operation,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.method !== undefined){
let data2 = data.method;
if(typeof data2 === "string"){
if(func3(data2) > 200){
const err5 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.method,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.method.type,parentSchema:schema11.properties.method,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.status !== undefined){
let data3 = data.status;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.status.type,parentSchema:schema11.properties.status,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 599 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599",schema:599,parentSchema:schema11.properties.status,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 < 100 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100",schema:100,parentSchema:schema11.properties.status,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.retryAfter !== undefined){
let data4 = data.retryAfter;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/retryAfter",schemaPath:"#/properties/retryAfter/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.retryAfter.type,parentSchema:schema11.properties.retryAfter,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 86400 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/retryAfter",schemaPath:"#/properties/retryAfter/maximum",keyword:"maximum",params:{comparison: "<=", limit: 86400},message:"must be <= 86400",schema:86400,parentSchema:schema11.properties.retryAfter,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/retryAfter",schemaPath:"#/properties/retryAfter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.retryAfter,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.error !== undefined){
let data5 = data.error;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.code === undefined){
const err13 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema11.properties.error.required,parentSchema:schema11.properties.error,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data5.message === undefined){
const err14 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema11.properties.error.required,parentSchema:schema11.properties.error,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key1 in data5){
if(!(((key1 === "code") || (key1 === "message")) || (key1 === "data"))){
const err15 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.error,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data5.code !== undefined){
let data6 = data5.code;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err16 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.error.properties.code.type,parentSchema:schema11.properties.error.properties.code,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 2147483647 || isNaN(data6)){
const err17 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.error.properties.code,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6 < -2147483648 || isNaN(data6)){
const err18 = {instancePath:instancePath+"/error/code",schemaPath:"#/properties/error/properties/code/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648",schema:-2147483648,parentSchema:schema11.properties.error.properties.code,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data5.message !== undefined){
let data7 = data5.message;
if(typeof data7 === "string"){
if(func3(data7) > 10000){
const err19 = {instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/properties/message/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema11.properties.error.properties.message,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/error/message",schemaPath:"#/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.error.properties.message.type,parentSchema:schema11.properties.error.properties.message,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.error.type,parentSchema:schema11.properties.error,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.delayMs !== undefined){
let data8 = data.delayMs;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err22 = {instancePath:instancePath+"/delayMs",schemaPath:"#/properties/delayMs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.delayMs.type,parentSchema:schema11.properties.delayMs,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 300000 || isNaN(data8)){
const err23 = {instancePath:instancePath+"/delayMs",schemaPath:"#/properties/delayMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 300000},message:"must be <= 300000",schema:300000,parentSchema:schema11.properties.delayMs,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err24 = {instancePath:instancePath+"/delayMs",schemaPath:"#/properties/delayMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.delayMs,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data.example !== undefined){
let data9 = data.example;
if(typeof data9 === "string"){
if(func3(data9) > 200){
const err25 = {instancePath:instancePath+"/example",schemaPath:"#/properties/example/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.example,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(func3(data9) < 1){
const err26 = {instancePath:instancePath+"/example",schemaPath:"#/properties/example/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.example,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/example",schemaPath:"#/properties/example/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.example.type,parentSchema:schema11.properties.example,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.mock !== undefined){
let data10 = data.mock;
if(true !== data10){
const err28 = {instancePath:instancePath+"/mock",schemaPath:"#/properties/mock/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema11.properties.mock,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.reset !== undefined){
let data11 = data.reset;
if(true !== data11){
const err29 = {instancePath:instancePath+"/reset",schemaPath:"#/properties/reset/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema11.properties.reset,data:data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.hang !== undefined){
let data12 = data.hang;
if(true !== data12){
const err30 = {instancePath:instancePath+"/hang",schemaPath:"#/properties/hang/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema11.properties.hang,data:data12};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.malformed !== undefined){
let data13 = data.malformed;
if(!(((data13 === true) || (data13 === "truncated")) || (data13 === "not-json"))){
const err31 = {instancePath:instancePath+"/malformed",schemaPath:"#/properties/malformed/enum",keyword:"enum",params:{allowedValues: schema11.properties.malformed.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.malformed.enum,parentSchema:schema11.properties.malformed,data:data13};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.undeclared !== undefined){
let data14 = data.undeclared;
if(typeof data14 !== "boolean"){
const err32 = {instancePath:instancePath+"/undeclared",schemaPath:"#/properties/undeclared/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.undeclared.type,parentSchema:schema11.properties.undeclared,data:data14};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.times !== undefined){
let data15 = data.times;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err33 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.times.type,parentSchema:schema11.properties.times,data:data15};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 > 1000000000 || isNaN(data15)){
const err34 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000",schema:1000000000,parentSchema:schema11.properties.times,data:data15};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data15 < 1 || isNaN(data15)){
const err35 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.times,data:data15};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data.rate !== undefined){
let data16 = data.rate;
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 1 || isNaN(data16)){
const err36 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema11.properties.rate,data:data16};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data16 <= 0 || isNaN(data16)){
const err37 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema11.properties.rate,data:data16};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.rate.type,parentSchema:schema11.properties.rate,data:data16};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.match !== undefined){
let data17 = data.match;
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
for(const key2 in data17){
if(!(((((key2 === "path") || (key2 === "query")) || (key2 === "headers")) || (key2 === "body")) || (key2 === "params"))){
const err39 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.match,data:data17};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data17.path !== undefined){
let data18 = data17.path;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(Object.keys(data18).length > 64){
const err40 = {instancePath:instancePath+"/match/path",schemaPath:"#/properties/match/properties/path/maxProperties",keyword:"maxProperties",params:{limit: 64},message:"must NOT have more than 64 properties",schema:64,parentSchema:schema11.properties.match.properties.path,data:data18};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
for(const key3 in data18){
const _errs38 = errors;
if(typeof key3 === "string"){
if(func3(key3) > 200){
const err41 = {instancePath:instancePath+"/match/path",schemaPath:"#/properties/match/properties/path/propertyNames/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.match.properties.path.propertyNames,data:key3,propertyName:key3};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
var valid3 = _errs38 === errors;
if(!valid3){
const err42 = {instancePath:instancePath+"/match/path",schemaPath:"#/properties/match/properties/path/propertyNames",keyword:"propertyNames",params:{propertyName: key3},message:"property name must be valid",schema:schema11.properties.match.properties.path.propertyNames,parentSchema:schema11.properties.match.properties.path,data:data18};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
for(const key4 in data18){
let data19 = data18[key4];
if(((((typeof data19 !== "string") && (!((typeof data19 == "number") && (isFinite(data19))))) && (typeof data19 !== "boolean")) && (data19 !== null)) && (!(data19 && typeof data19 == "object" && !Array.isArray(data19)))){
const err43 = {instancePath:instancePath+"/match/path/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/path/additionalProperties/type",keyword:"type",params:{type: schema11.properties.match.properties.path.additionalProperties.type},message:"must be string,number,boolean,null,object",schema:schema11.properties.match.properties.path.additionalProperties.type,parentSchema:schema11.properties.match.properties.path.additionalProperties,data:data19};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(typeof data19 === "string"){
if(func3(data19) > 10000){
const err44 = {instancePath:instancePath+"/match/path/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/path/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema11.properties.match.properties.path.additionalProperties,data:data19};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
for(const key5 in data19){
if(!(((key5 === "equals") || (key5 === "matches")) || (key5 === "subset"))){
const err45 = {instancePath:instancePath+"/match/path/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/path/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.match.properties.path.additionalProperties,data:data19};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data19.matches !== undefined){
let data20 = data19.matches;
if(typeof data20 === "string"){
if(func3(data20) > 200){
const err46 = {instancePath:instancePath+"/match/path/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/path/additionalProperties/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.match.properties.path.additionalProperties.properties.matches,data:data20};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(func3(data20) < 1){
const err47 = {instancePath:instancePath+"/match/path/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/path/additionalProperties/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.match.properties.path.additionalProperties.properties.matches,data:data20};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/match/path/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/path/additionalProperties/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.match.properties.path.additionalProperties.properties.matches.type,parentSchema:schema11.properties.match.properties.path.additionalProperties.properties.matches,data:data20};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
}
}
else {
const err49 = {instancePath:instancePath+"/match/path",schemaPath:"#/properties/match/properties/path/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.match.properties.path.type,parentSchema:schema11.properties.match.properties.path,data:data18};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data17.query !== undefined){
let data21 = data17.query;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(Object.keys(data21).length > 64){
const err50 = {instancePath:instancePath+"/match/query",schemaPath:"#/properties/match/properties/query/maxProperties",keyword:"maxProperties",params:{limit: 64},message:"must NOT have more than 64 properties",schema:64,parentSchema:schema11.properties.match.properties.query,data:data21};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
for(const key6 in data21){
const _errs47 = errors;
if(typeof key6 === "string"){
if(func3(key6) > 200){
const err51 = {instancePath:instancePath+"/match/query",schemaPath:"#/properties/match/properties/query/propertyNames/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.match.properties.query.propertyNames,data:key6,propertyName:key6};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
var valid6 = _errs47 === errors;
if(!valid6){
const err52 = {instancePath:instancePath+"/match/query",schemaPath:"#/properties/match/properties/query/propertyNames",keyword:"propertyNames",params:{propertyName: key6},message:"property name must be valid",schema:schema11.properties.match.properties.query.propertyNames,parentSchema:schema11.properties.match.properties.query,data:data21};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
for(const key7 in data21){
let data22 = data21[key7];
if(((((typeof data22 !== "string") && (!((typeof data22 == "number") && (isFinite(data22))))) && (typeof data22 !== "boolean")) && (data22 !== null)) && (!(data22 && typeof data22 == "object" && !Array.isArray(data22)))){
const err53 = {instancePath:instancePath+"/match/query/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/query/additionalProperties/type",keyword:"type",params:{type: schema11.properties.match.properties.query.additionalProperties.type},message:"must be string,number,boolean,null,object",schema:schema11.properties.match.properties.query.additionalProperties.type,parentSchema:schema11.properties.match.properties.query.additionalProperties,data:data22};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(typeof data22 === "string"){
if(func3(data22) > 10000){
const err54 = {instancePath:instancePath+"/match/query/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/query/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema11.properties.match.properties.query.additionalProperties,data:data22};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
for(const key8 in data22){
if(!(((key8 === "equals") || (key8 === "matches")) || (key8 === "subset"))){
const err55 = {instancePath:instancePath+"/match/query/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/query/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.match.properties.query.additionalProperties,data:data22};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data22.matches !== undefined){
let data23 = data22.matches;
if(typeof data23 === "string"){
if(func3(data23) > 200){
const err56 = {instancePath:instancePath+"/match/query/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/query/additionalProperties/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.match.properties.query.additionalProperties.properties.matches,data:data23};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(func3(data23) < 1){
const err57 = {instancePath:instancePath+"/match/query/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/query/additionalProperties/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.match.properties.query.additionalProperties.properties.matches,data:data23};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/match/query/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/query/additionalProperties/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.match.properties.query.additionalProperties.properties.matches.type,parentSchema:schema11.properties.match.properties.query.additionalProperties.properties.matches,data:data23};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
}
}
else {
const err59 = {instancePath:instancePath+"/match/query",schemaPath:"#/properties/match/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.match.properties.query.type,parentSchema:schema11.properties.match.properties.query,data:data21};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data17.headers !== undefined){
let data24 = data17.headers;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(Object.keys(data24).length > 64){
const err60 = {instancePath:instancePath+"/match/headers",schemaPath:"#/properties/match/properties/headers/maxProperties",keyword:"maxProperties",params:{limit: 64},message:"must NOT have more than 64 properties",schema:64,parentSchema:schema11.properties.match.properties.headers,data:data24};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
for(const key9 in data24){
const _errs56 = errors;
if(typeof key9 === "string"){
if(func3(key9) > 200){
const err61 = {instancePath:instancePath+"/match/headers",schemaPath:"#/properties/match/properties/headers/propertyNames/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.match.properties.headers.propertyNames,data:key9,propertyName:key9};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
var valid9 = _errs56 === errors;
if(!valid9){
const err62 = {instancePath:instancePath+"/match/headers",schemaPath:"#/properties/match/properties/headers/propertyNames",keyword:"propertyNames",params:{propertyName: key9},message:"property name must be valid",schema:schema11.properties.match.properties.headers.propertyNames,parentSchema:schema11.properties.match.properties.headers,data:data24};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
for(const key10 in data24){
let data25 = data24[key10];
if(((((typeof data25 !== "string") && (!((typeof data25 == "number") && (isFinite(data25))))) && (typeof data25 !== "boolean")) && (data25 !== null)) && (!(data25 && typeof data25 == "object" && !Array.isArray(data25)))){
const err63 = {instancePath:instancePath+"/match/headers/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/headers/additionalProperties/type",keyword:"type",params:{type: schema11.properties.match.properties.headers.additionalProperties.type},message:"must be string,number,boolean,null,object",schema:schema11.properties.match.properties.headers.additionalProperties.type,parentSchema:schema11.properties.match.properties.headers.additionalProperties,data:data25};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(typeof data25 === "string"){
if(func3(data25) > 10000){
const err64 = {instancePath:instancePath+"/match/headers/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/headers/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema11.properties.match.properties.headers.additionalProperties,data:data25};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
for(const key11 in data25){
if(!(((key11 === "equals") || (key11 === "matches")) || (key11 === "subset"))){
const err65 = {instancePath:instancePath+"/match/headers/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/headers/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.match.properties.headers.additionalProperties,data:data25};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data25.matches !== undefined){
let data26 = data25.matches;
if(typeof data26 === "string"){
if(func3(data26) > 200){
const err66 = {instancePath:instancePath+"/match/headers/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/headers/additionalProperties/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.match.properties.headers.additionalProperties.properties.matches,data:data26};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(func3(data26) < 1){
const err67 = {instancePath:instancePath+"/match/headers/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/headers/additionalProperties/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.match.properties.headers.additionalProperties.properties.matches,data:data26};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/match/headers/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/headers/additionalProperties/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.match.properties.headers.additionalProperties.properties.matches.type,parentSchema:schema11.properties.match.properties.headers.additionalProperties.properties.matches,data:data26};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
}
}
else {
const err69 = {instancePath:instancePath+"/match/headers",schemaPath:"#/properties/match/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.match.properties.headers.type,parentSchema:schema11.properties.match.properties.headers,data:data24};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data17.body !== undefined){
let data27 = data17.body;
if(((((typeof data27 !== "string") && (!((typeof data27 == "number") && (isFinite(data27))))) && (typeof data27 !== "boolean")) && (data27 !== null)) && (!(data27 && typeof data27 == "object" && !Array.isArray(data27)))){
const err70 = {instancePath:instancePath+"/match/body",schemaPath:"#/properties/match/properties/body/type",keyword:"type",params:{type: schema11.properties.match.properties.body.type},message:"must be string,number,boolean,null,object",schema:schema11.properties.match.properties.body.type,parentSchema:schema11.properties.match.properties.body,data:data27};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(typeof data27 === "string"){
if(func3(data27) > 10000){
const err71 = {instancePath:instancePath+"/match/body",schemaPath:"#/properties/match/properties/body/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema11.properties.match.properties.body,data:data27};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
for(const key12 in data27){
if(!(((key12 === "equals") || (key12 === "matches")) || (key12 === "subset"))){
const err72 = {instancePath:instancePath+"/match/body",schemaPath:"#/properties/match/properties/body/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.match.properties.body,data:data27};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data27.matches !== undefined){
let data28 = data27.matches;
if(typeof data28 === "string"){
if(func3(data28) > 200){
const err73 = {instancePath:instancePath+"/match/body/matches",schemaPath:"#/properties/match/properties/body/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.match.properties.body.properties.matches,data:data28};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(func3(data28) < 1){
const err74 = {instancePath:instancePath+"/match/body/matches",schemaPath:"#/properties/match/properties/body/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.match.properties.body.properties.matches,data:data28};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/match/body/matches",schemaPath:"#/properties/match/properties/body/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.match.properties.body.properties.matches.type,parentSchema:schema11.properties.match.properties.body.properties.matches,data:data28};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
}
if(data17.params !== undefined){
let data29 = data17.params;
if(!data29 || typeof data29 != "object"){
const err76 = {instancePath:instancePath+"/match/params",schemaPath:"#/properties/match/properties/params/type",keyword:"type",params:{type: schema11.properties.match.properties.params.type},message:"must be object,array",schema:schema11.properties.match.properties.params.type,parentSchema:schema11.properties.match.properties.params,data:data29};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(Array.isArray(data29)){
if(data29.length > 64){
const err77 = {instancePath:instancePath+"/match/params",schemaPath:"#/properties/match/properties/params/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items",schema:64,parentSchema:schema11.properties.match.properties.params,data:data29};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
const len0 = data29.length;
for(let i0=0; i0<len0; i0++){
let data30 = data29[i0];
if(((((typeof data30 !== "string") && (!((typeof data30 == "number") && (isFinite(data30))))) && (typeof data30 !== "boolean")) && (data30 !== null)) && (!(data30 && typeof data30 == "object" && !Array.isArray(data30)))){
const err78 = {instancePath:instancePath+"/match/params/" + i0,schemaPath:"#/properties/match/properties/params/items/type",keyword:"type",params:{type: schema11.properties.match.properties.params.items.type},message:"must be string,number,boolean,null,object",schema:schema11.properties.match.properties.params.items.type,parentSchema:schema11.properties.match.properties.params.items,data:data30};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(typeof data30 === "string"){
if(func3(data30) > 10000){
const err79 = {instancePath:instancePath+"/match/params/" + i0,schemaPath:"#/properties/match/properties/params/items/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema11.properties.match.properties.params.items,data:data30};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
for(const key13 in data30){
if(!(((key13 === "equals") || (key13 === "matches")) || (key13 === "subset"))){
const err80 = {instancePath:instancePath+"/match/params/" + i0,schemaPath:"#/properties/match/properties/params/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.match.properties.params.items,data:data30};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data30.matches !== undefined){
let data31 = data30.matches;
if(typeof data31 === "string"){
if(func3(data31) > 200){
const err81 = {instancePath:instancePath+"/match/params/" + i0+"/matches",schemaPath:"#/properties/match/properties/params/items/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.match.properties.params.items.properties.matches,data:data31};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(func3(data31) < 1){
const err82 = {instancePath:instancePath+"/match/params/" + i0+"/matches",schemaPath:"#/properties/match/properties/params/items/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.match.properties.params.items.properties.matches,data:data31};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
else {
const err83 = {instancePath:instancePath+"/match/params/" + i0+"/matches",schemaPath:"#/properties/match/properties/params/items/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.match.properties.params.items.properties.matches.type,parentSchema:schema11.properties.match.properties.params.items.properties.matches,data:data31};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
}
}
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(Object.keys(data29).length > 64){
const err84 = {instancePath:instancePath+"/match/params",schemaPath:"#/properties/match/properties/params/maxProperties",keyword:"maxProperties",params:{limit: 64},message:"must NOT have more than 64 properties",schema:64,parentSchema:schema11.properties.match.properties.params,data:data29};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
for(const key14 in data29){
const _errs75 = errors;
if(typeof key14 === "string"){
if(func3(key14) > 200){
const err85 = {instancePath:instancePath+"/match/params",schemaPath:"#/properties/match/properties/params/propertyNames/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.match.properties.params.propertyNames,data:key14,propertyName:key14};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
var valid16 = _errs75 === errors;
if(!valid16){
const err86 = {instancePath:instancePath+"/match/params",schemaPath:"#/properties/match/properties/params/propertyNames",keyword:"propertyNames",params:{propertyName: key14},message:"property name must be valid",schema:schema11.properties.match.properties.params.propertyNames,parentSchema:schema11.properties.match.properties.params,data:data29};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
for(const key15 in data29){
let data32 = data29[key15];
if(((((typeof data32 !== "string") && (!((typeof data32 == "number") && (isFinite(data32))))) && (typeof data32 !== "boolean")) && (data32 !== null)) && (!(data32 && typeof data32 == "object" && !Array.isArray(data32)))){
const err87 = {instancePath:instancePath+"/match/params/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/params/additionalProperties/type",keyword:"type",params:{type: schema11.properties.match.properties.params.additionalProperties.type},message:"must be string,number,boolean,null,object",schema:schema11.properties.match.properties.params.additionalProperties.type,parentSchema:schema11.properties.match.properties.params.additionalProperties,data:data32};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(typeof data32 === "string"){
if(func3(data32) > 10000){
const err88 = {instancePath:instancePath+"/match/params/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/params/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema11.properties.match.properties.params.additionalProperties,data:data32};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
for(const key16 in data32){
if(!(((key16 === "equals") || (key16 === "matches")) || (key16 === "subset"))){
const err89 = {instancePath:instancePath+"/match/params/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/match/properties/params/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.match.properties.params.additionalProperties,data:data32};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data32.matches !== undefined){
let data33 = data32.matches;
if(typeof data33 === "string"){
if(func3(data33) > 200){
const err90 = {instancePath:instancePath+"/match/params/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/params/additionalProperties/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.match.properties.params.additionalProperties.properties.matches,data:data33};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(func3(data33) < 1){
const err91 = {instancePath:instancePath+"/match/params/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/params/additionalProperties/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.match.properties.params.additionalProperties.properties.matches,data:data33};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
else {
const err92 = {instancePath:instancePath+"/match/params/" + key15.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/properties/match/properties/params/additionalProperties/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.match.properties.params.additionalProperties.properties.matches.type,parentSchema:schema11.properties.match.properties.params.additionalProperties.properties.matches,data:data33};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
}
}
}
}
else {
const err93 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.match.type,parentSchema:schema11.properties.match,data:data17};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
else {
const err94 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

exports["control/38423312-b560ae2d-391"] = validate11;
const schema12 = {"type":"object","additionalProperties":false,"properties":{"operation":{"type":"string","maxLength":200},"method":{"type":"string","maxLength":200},"match":{"type":"object"},"undeclared":{"type":"boolean"},"times":{"type":"integer","minimum":0,"maximum":1000000000},"atLeast":{"type":"integer","minimum":0,"maximum":1000000000},"atMost":{"type":"integer","minimum":0,"maximum":1000000000}}};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(((((((key0 === "operation") || (key0 === "method")) || (key0 === "match")) || (key0 === "undeclared")) || (key0 === "times")) || (key0 === "atLeast")) || (key0 === "atMost"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.operation !== undefined){
let data0 = data.operation;
if(typeof data0 === "string"){
if(func3(data0) > 200){
const err1 = {instancePath:instancePath+"/operation",schemaPath:"#/properties/operation/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema12.properties.operation,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/operation",schemaPath:"#/properties/operation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.operation.type,parentSchema:schema12.properties.operation,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.method !== undefined){
let data1 = data.method;
if(typeof data1 === "string"){
if(func3(data1) > 200){
const err3 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema12.properties.method,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/method",schemaPath:"#/properties/method/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.method.type,parentSchema:schema12.properties.method,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.match !== undefined){
let data2 = data.match;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err5 = {instancePath:instancePath+"/match",schemaPath:"#/properties/match/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.properties.match.type,parentSchema:schema12.properties.match,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.undeclared !== undefined){
let data3 = data.undeclared;
if(typeof data3 !== "boolean"){
const err6 = {instancePath:instancePath+"/undeclared",schemaPath:"#/properties/undeclared/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema12.properties.undeclared.type,parentSchema:schema12.properties.undeclared,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.times !== undefined){
let data4 = data.times;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err7 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.times.type,parentSchema:schema12.properties.times,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 1000000000 || isNaN(data4)){
const err8 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000",schema:1000000000,parentSchema:schema12.properties.times,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err9 = {instancePath:instancePath+"/times",schemaPath:"#/properties/times/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.times,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.atLeast !== undefined){
let data5 = data.atLeast;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err10 = {instancePath:instancePath+"/atLeast",schemaPath:"#/properties/atLeast/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.atLeast.type,parentSchema:schema12.properties.atLeast,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 1000000000 || isNaN(data5)){
const err11 = {instancePath:instancePath+"/atLeast",schemaPath:"#/properties/atLeast/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000",schema:1000000000,parentSchema:schema12.properties.atLeast,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err12 = {instancePath:instancePath+"/atLeast",schemaPath:"#/properties/atLeast/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.atLeast,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.atMost !== undefined){
let data6 = data.atMost;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err13 = {instancePath:instancePath+"/atMost",schemaPath:"#/properties/atMost/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.atMost.type,parentSchema:schema12.properties.atMost,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 1000000000 || isNaN(data6)){
const err14 = {instancePath:instancePath+"/atMost",schemaPath:"#/properties/atMost/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000",schema:1000000000,parentSchema:schema12.properties.atMost,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err15 = {instancePath:instancePath+"/atMost",schemaPath:"#/properties/atMost/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.atMost,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

exports["control/d4243a5c-a90e2be3-427"] = validate12;
const schema13 = {"type":"object","additionalProperties":false,"properties":{"delayMs":{"type":["integer","array"],"minimum":0,"maximum":300000,"minItems":2,"maxItems":2,"items":{"type":"integer","minimum":0,"maximum":300000}},"operations":{"type":"object","maxProperties":10000,"additionalProperties":{"type":["integer","array"],"minimum":0,"maximum":300000,"minItems":2,"maxItems":2,"items":{"type":"integer","minimum":0,"maximum":300000}}}}};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "delayMs") || (key0 === "operations"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.delayMs !== undefined){
let data0 = data.delayMs;
if((!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) && (!(Array.isArray(data0)))){
const err1 = {instancePath:instancePath+"/delayMs",schemaPath:"#/properties/delayMs/type",keyword:"type",params:{type: schema13.properties.delayMs.type},message:"must be integer,array",schema:schema13.properties.delayMs.type,parentSchema:schema13.properties.delayMs,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 300000 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/delayMs",schemaPath:"#/properties/delayMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 300000},message:"must be <= 300000",schema:300000,parentSchema:schema13.properties.delayMs,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/delayMs",schemaPath:"#/properties/delayMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema13.properties.delayMs,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(Array.isArray(data0)){
if(data0.length > 2){
const err4 = {instancePath:instancePath+"/delayMs",schemaPath:"#/properties/delayMs/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items",schema:2,parentSchema:schema13.properties.delayMs,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.length < 2){
const err5 = {instancePath:instancePath+"/delayMs",schemaPath:"#/properties/delayMs/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items",schema:2,parentSchema:schema13.properties.delayMs,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err6 = {instancePath:instancePath+"/delayMs/" + i0,schemaPath:"#/properties/delayMs/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.properties.delayMs.items.type,parentSchema:schema13.properties.delayMs.items,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 300000 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/delayMs/" + i0,schemaPath:"#/properties/delayMs/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 300000},message:"must be <= 300000",schema:300000,parentSchema:schema13.properties.delayMs.items,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/delayMs/" + i0,schemaPath:"#/properties/delayMs/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema13.properties.delayMs.items,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
}
if(data.operations !== undefined){
let data2 = data.operations;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(Object.keys(data2).length > 10000){
const err9 = {instancePath:instancePath+"/operations",schemaPath:"#/properties/operations/maxProperties",keyword:"maxProperties",params:{limit: 10000},message:"must NOT have more than 10000 properties",schema:10000,parentSchema:schema13.properties.operations,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data2){
let data3 = data2[key1];
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (!(Array.isArray(data3)))){
const err10 = {instancePath:instancePath+"/operations/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/operations/additionalProperties/type",keyword:"type",params:{type: schema13.properties.operations.additionalProperties.type},message:"must be integer,array",schema:schema13.properties.operations.additionalProperties.type,parentSchema:schema13.properties.operations.additionalProperties,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 300000 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/operations/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/operations/additionalProperties/maximum",keyword:"maximum",params:{comparison: "<=", limit: 300000},message:"must be <= 300000",schema:300000,parentSchema:schema13.properties.operations.additionalProperties,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/operations/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/operations/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema13.properties.operations.additionalProperties,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(Array.isArray(data3)){
if(data3.length > 2){
const err13 = {instancePath:instancePath+"/operations/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/operations/additionalProperties/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items",schema:2,parentSchema:schema13.properties.operations.additionalProperties,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3.length < 2){
const err14 = {instancePath:instancePath+"/operations/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/operations/additionalProperties/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items",schema:2,parentSchema:schema13.properties.operations.additionalProperties,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err15 = {instancePath:instancePath+"/operations/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i1,schemaPath:"#/properties/operations/additionalProperties/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.properties.operations.additionalProperties.items.type,parentSchema:schema13.properties.operations.additionalProperties.items,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 300000 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/operations/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i1,schemaPath:"#/properties/operations/additionalProperties/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 300000},message:"must be <= 300000",schema:300000,parentSchema:schema13.properties.operations.additionalProperties.items,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/operations/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i1,schemaPath:"#/properties/operations/additionalProperties/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema13.properties.operations.additionalProperties.items,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
}
}
}
else {
const err18 = {instancePath:instancePath+"/operations",schemaPath:"#/properties/operations/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.properties.operations.type,parentSchema:schema13.properties.operations,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

exports["control/d79247ca-b1d4ed5-3643"] = validate13;
const schema14 = {"type":"object","maxProperties":1000,"additionalProperties":{"type":["array","object"],"maxItems":1000,"items":{"type":["object","integer","string"],"additionalProperties":false,"minimum":100,"maximum":599,"minLength":1,"maxLength":200,"properties":{"status":{"type":"integer","minimum":100,"maximum":599},"retryAfter":{"type":"integer","minimum":0,"maximum":86400},"error":{"type":"object","additionalProperties":false,"required":["code","message"],"properties":{"code":{"type":"integer","minimum":-2147483648,"maximum":2147483647},"message":{"type":"string","maxLength":10000},"data":{}}},"delayMs":{"type":"integer","minimum":0,"maximum":300000},"example":{"type":"string","minLength":1,"maxLength":200},"mock":{"const":true},"reset":{"const":true},"hang":{"const":true},"malformed":{"enum":[true,"truncated","not-json"]},"undeclared":{"type":"boolean"},"times":{"type":"integer","minimum":1,"maximum":1000000000}}},"additionalProperties":false,"required":["steps"],"properties":{"steps":{"type":"array","minItems":1,"maxItems":1000,"items":{"type":["object","integer","string"],"additionalProperties":false,"minimum":100,"maximum":599,"minLength":1,"maxLength":200,"properties":{"status":{"type":"integer","minimum":100,"maximum":599},"retryAfter":{"type":"integer","minimum":0,"maximum":86400},"error":{"type":"object","additionalProperties":false,"required":["code","message"],"properties":{"code":{"type":"integer","minimum":-2147483648,"maximum":2147483647},"message":{"type":"string","maxLength":10000},"data":{}}},"delayMs":{"type":"integer","minimum":0,"maximum":300000},"example":{"type":"string","minLength":1,"maxLength":200},"mock":{"const":true},"reset":{"const":true},"hang":{"const":true},"malformed":{"enum":[true,"truncated","not-json"]},"undeclared":{"type":"boolean"},"times":{"type":"integer","minimum":1,"maximum":1000000000}}}},"after":{"enum":["mock","repeat","loop"]},"match":{"type":"object","additionalProperties":false,"properties":{"path":{"type":"object","maxProperties":64,"propertyNames":{"maxLength":200},"additionalProperties":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}}},"query":{"type":"object","maxProperties":64,"propertyNames":{"maxLength":200},"additionalProperties":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}}},"headers":{"type":"object","maxProperties":64,"propertyNames":{"maxLength":200},"additionalProperties":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}}},"body":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}},"params":{"type":["object","array"],"maxItems":64,"items":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}},"maxProperties":64,"propertyNames":{"maxLength":200},"additionalProperties":{"type":["string","number","boolean","null","object"],"maxLength":10000,"additionalProperties":false,"properties":{"equals":{},"matches":{"type":"string","minLength":1,"maxLength":200},"subset":{}}}}}},"undeclared":{"type":"boolean"}}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length > 1000){
const err0 = {instancePath,schemaPath:"#/maxProperties",keyword:"maxProperties",params:{limit: 1000},message:"must NOT have more than 1000 properties",schema:1000,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
let data0 = data[key0];
if(!data0 || typeof data0 != "object"){
const err1 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: schema14.additionalProperties.type},message:"must be array,object",schema:schema14.additionalProperties.type,parentSchema:schema14.additionalProperties,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(Array.isArray(data0)){
if(data0.length > 1000){
const err2 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema14.additionalProperties,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(((!(data1 && typeof data1 == "object" && !Array.isArray(data1))) && (!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1))))) && (typeof data1 !== "string")){
const err3 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/additionalProperties/items/type",keyword:"type",params:{type: schema14.additionalProperties.items.type},message:"must be object,integer,string",schema:schema14.additionalProperties.items.type,parentSchema:schema14.additionalProperties.items,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 599 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/additionalProperties/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599",schema:599,parentSchema:schema14.additionalProperties.items,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < 100 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/additionalProperties/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100",schema:100,parentSchema:schema14.additionalProperties.items,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(typeof data1 === "string"){
if(func3(data1) > 200){
const err6 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/additionalProperties/items/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.items,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func3(data1) < 1){
const err7 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/additionalProperties/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.additionalProperties.items,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
if(!(func2.call(schema14.additionalProperties.items.properties, key1))){
const err8 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/additionalProperties/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties.items,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.status !== undefined){
let data2 = data1.status;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err9 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/status",schemaPath:"#/additionalProperties/items/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.additionalProperties.items.properties.status.type,parentSchema:schema14.additionalProperties.items.properties.status,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 599 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/status",schemaPath:"#/additionalProperties/items/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599",schema:599,parentSchema:schema14.additionalProperties.items.properties.status,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2 < 100 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/status",schemaPath:"#/additionalProperties/items/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100",schema:100,parentSchema:schema14.additionalProperties.items.properties.status,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data1.retryAfter !== undefined){
let data3 = data1.retryAfter;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err12 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/retryAfter",schemaPath:"#/additionalProperties/items/properties/retryAfter/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.additionalProperties.items.properties.retryAfter.type,parentSchema:schema14.additionalProperties.items.properties.retryAfter,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 86400 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/retryAfter",schemaPath:"#/additionalProperties/items/properties/retryAfter/maximum",keyword:"maximum",params:{comparison: "<=", limit: 86400},message:"must be <= 86400",schema:86400,parentSchema:schema14.additionalProperties.items.properties.retryAfter,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/retryAfter",schemaPath:"#/additionalProperties/items/properties/retryAfter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema14.additionalProperties.items.properties.retryAfter,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data1.error !== undefined){
let data4 = data1.error;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.code === undefined){
const err15 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/error",schemaPath:"#/additionalProperties/items/properties/error/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema14.additionalProperties.items.properties.error.required,parentSchema:schema14.additionalProperties.items.properties.error,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4.message === undefined){
const err16 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/error",schemaPath:"#/additionalProperties/items/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema14.additionalProperties.items.properties.error.required,parentSchema:schema14.additionalProperties.items.properties.error,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key2 in data4){
if(!(((key2 === "code") || (key2 === "message")) || (key2 === "data"))){
const err17 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/error",schemaPath:"#/additionalProperties/items/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties.items.properties.error,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data4.code !== undefined){
let data5 = data4.code;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err18 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/error/code",schemaPath:"#/additionalProperties/items/properties/error/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.additionalProperties.items.properties.error.properties.code.type,parentSchema:schema14.additionalProperties.items.properties.error.properties.code,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 2147483647 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/error/code",schemaPath:"#/additionalProperties/items/properties/error/properties/code/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema14.additionalProperties.items.properties.error.properties.code,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5 < -2147483648 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/error/code",schemaPath:"#/additionalProperties/items/properties/error/properties/code/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648",schema:-2147483648,parentSchema:schema14.additionalProperties.items.properties.error.properties.code,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data4.message !== undefined){
let data6 = data4.message;
if(typeof data6 === "string"){
if(func3(data6) > 10000){
const err21 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/error/message",schemaPath:"#/additionalProperties/items/properties/error/properties/message/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema14.additionalProperties.items.properties.error.properties.message,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/error/message",schemaPath:"#/additionalProperties/items/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.items.properties.error.properties.message.type,parentSchema:schema14.additionalProperties.items.properties.error.properties.message,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/error",schemaPath:"#/additionalProperties/items/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.additionalProperties.items.properties.error.type,parentSchema:schema14.additionalProperties.items.properties.error,data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data1.delayMs !== undefined){
let data7 = data1.delayMs;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err24 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/delayMs",schemaPath:"#/additionalProperties/items/properties/delayMs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.additionalProperties.items.properties.delayMs.type,parentSchema:schema14.additionalProperties.items.properties.delayMs,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 300000 || isNaN(data7)){
const err25 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/delayMs",schemaPath:"#/additionalProperties/items/properties/delayMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 300000},message:"must be <= 300000",schema:300000,parentSchema:schema14.additionalProperties.items.properties.delayMs,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err26 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/delayMs",schemaPath:"#/additionalProperties/items/properties/delayMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema14.additionalProperties.items.properties.delayMs,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data1.example !== undefined){
let data8 = data1.example;
if(typeof data8 === "string"){
if(func3(data8) > 200){
const err27 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/example",schemaPath:"#/additionalProperties/items/properties/example/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.items.properties.example,data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(func3(data8) < 1){
const err28 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/example",schemaPath:"#/additionalProperties/items/properties/example/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.additionalProperties.items.properties.example,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/example",schemaPath:"#/additionalProperties/items/properties/example/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.items.properties.example.type,parentSchema:schema14.additionalProperties.items.properties.example,data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data1.mock !== undefined){
let data9 = data1.mock;
if(true !== data9){
const err30 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/mock",schemaPath:"#/additionalProperties/items/properties/mock/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema14.additionalProperties.items.properties.mock,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data1.reset !== undefined){
let data10 = data1.reset;
if(true !== data10){
const err31 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/reset",schemaPath:"#/additionalProperties/items/properties/reset/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema14.additionalProperties.items.properties.reset,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data1.hang !== undefined){
let data11 = data1.hang;
if(true !== data11){
const err32 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/hang",schemaPath:"#/additionalProperties/items/properties/hang/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema14.additionalProperties.items.properties.hang,data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data1.malformed !== undefined){
let data12 = data1.malformed;
if(!(((data12 === true) || (data12 === "truncated")) || (data12 === "not-json"))){
const err33 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/malformed",schemaPath:"#/additionalProperties/items/properties/malformed/enum",keyword:"enum",params:{allowedValues: schema14.additionalProperties.items.properties.malformed.enum},message:"must be equal to one of the allowed values",schema:schema14.additionalProperties.items.properties.malformed.enum,parentSchema:schema14.additionalProperties.items.properties.malformed,data:data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data1.undeclared !== undefined){
let data13 = data1.undeclared;
if(typeof data13 !== "boolean"){
const err34 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/undeclared",schemaPath:"#/additionalProperties/items/properties/undeclared/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema14.additionalProperties.items.properties.undeclared.type,parentSchema:schema14.additionalProperties.items.properties.undeclared,data:data13};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data1.times !== undefined){
let data14 = data1.times;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err35 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/times",schemaPath:"#/additionalProperties/items/properties/times/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.additionalProperties.items.properties.times.type,parentSchema:schema14.additionalProperties.items.properties.times,data:data14};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 1000000000 || isNaN(data14)){
const err36 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/times",schemaPath:"#/additionalProperties/items/properties/times/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000",schema:1000000000,parentSchema:schema14.additionalProperties.items.properties.times,data:data14};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data14 < 1 || isNaN(data14)){
const err37 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0+"/times",schemaPath:"#/additionalProperties/items/properties/times/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema14.additionalProperties.items.properties.times,data:data14};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
}
}
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.steps === undefined){
const err38 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/required",keyword:"required",params:{missingProperty: "steps"},message:"must have required property '"+"steps"+"'",schema:schema14.additionalProperties.required,parentSchema:schema14.additionalProperties,data:data0};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key3 in data0){
if(!((((key3 === "steps") || (key3 === "after")) || (key3 === "match")) || (key3 === "undeclared"))){
const err39 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties,data:data0};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data0.steps !== undefined){
let data15 = data0.steps;
if(Array.isArray(data15)){
if(data15.length > 1000){
const err40 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps",schemaPath:"#/additionalProperties/properties/steps/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema14.additionalProperties.properties.steps,data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data15.length < 1){
const err41 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps",schemaPath:"#/additionalProperties/properties/steps/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema14.additionalProperties.properties.steps,data:data15};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
const len1 = data15.length;
for(let i1=0; i1<len1; i1++){
let data16 = data15[i1];
if(((!(data16 && typeof data16 == "object" && !Array.isArray(data16))) && (!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16))))) && (typeof data16 !== "string")){
const err42 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1,schemaPath:"#/additionalProperties/properties/steps/items/type",keyword:"type",params:{type: schema14.additionalProperties.properties.steps.items.type},message:"must be object,integer,string",schema:schema14.additionalProperties.properties.steps.items.type,parentSchema:schema14.additionalProperties.properties.steps.items,data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if((typeof data16 == "number") && (isFinite(data16))){
if(data16 > 599 || isNaN(data16)){
const err43 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1,schemaPath:"#/additionalProperties/properties/steps/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599",schema:599,parentSchema:schema14.additionalProperties.properties.steps.items,data:data16};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data16 < 100 || isNaN(data16)){
const err44 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1,schemaPath:"#/additionalProperties/properties/steps/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100",schema:100,parentSchema:schema14.additionalProperties.properties.steps.items,data:data16};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(typeof data16 === "string"){
if(func3(data16) > 200){
const err45 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1,schemaPath:"#/additionalProperties/properties/steps/items/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.steps.items,data:data16};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(func3(data16) < 1){
const err46 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1,schemaPath:"#/additionalProperties/properties/steps/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.additionalProperties.properties.steps.items,data:data16};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key4 in data16){
if(!(func2.call(schema14.additionalProperties.properties.steps.items.properties, key4))){
const err47 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1,schemaPath:"#/additionalProperties/properties/steps/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties.properties.steps.items,data:data16};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data16.status !== undefined){
let data17 = data16.status;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err48 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/status",schemaPath:"#/additionalProperties/properties/steps/items/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.additionalProperties.properties.steps.items.properties.status.type,parentSchema:schema14.additionalProperties.properties.steps.items.properties.status,data:data17};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 599 || isNaN(data17)){
const err49 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/status",schemaPath:"#/additionalProperties/properties/steps/items/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599",schema:599,parentSchema:schema14.additionalProperties.properties.steps.items.properties.status,data:data17};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data17 < 100 || isNaN(data17)){
const err50 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/status",schemaPath:"#/additionalProperties/properties/steps/items/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100",schema:100,parentSchema:schema14.additionalProperties.properties.steps.items.properties.status,data:data17};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
if(data16.retryAfter !== undefined){
let data18 = data16.retryAfter;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err51 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/retryAfter",schemaPath:"#/additionalProperties/properties/steps/items/properties/retryAfter/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.additionalProperties.properties.steps.items.properties.retryAfter.type,parentSchema:schema14.additionalProperties.properties.steps.items.properties.retryAfter,data:data18};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 86400 || isNaN(data18)){
const err52 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/retryAfter",schemaPath:"#/additionalProperties/properties/steps/items/properties/retryAfter/maximum",keyword:"maximum",params:{comparison: "<=", limit: 86400},message:"must be <= 86400",schema:86400,parentSchema:schema14.additionalProperties.properties.steps.items.properties.retryAfter,data:data18};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data18 < 0 || isNaN(data18)){
const err53 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/retryAfter",schemaPath:"#/additionalProperties/properties/steps/items/properties/retryAfter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema14.additionalProperties.properties.steps.items.properties.retryAfter,data:data18};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
if(data16.error !== undefined){
let data19 = data16.error;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.code === undefined){
const err54 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/error",schemaPath:"#/additionalProperties/properties/steps/items/properties/error/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema14.additionalProperties.properties.steps.items.properties.error.required,parentSchema:schema14.additionalProperties.properties.steps.items.properties.error,data:data19};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data19.message === undefined){
const err55 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/error",schemaPath:"#/additionalProperties/properties/steps/items/properties/error/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema14.additionalProperties.properties.steps.items.properties.error.required,parentSchema:schema14.additionalProperties.properties.steps.items.properties.error,data:data19};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
for(const key5 in data19){
if(!(((key5 === "code") || (key5 === "message")) || (key5 === "data"))){
const err56 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/error",schemaPath:"#/additionalProperties/properties/steps/items/properties/error/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties.properties.steps.items.properties.error,data:data19};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data19.code !== undefined){
let data20 = data19.code;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err57 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/error/code",schemaPath:"#/additionalProperties/properties/steps/items/properties/error/properties/code/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.additionalProperties.properties.steps.items.properties.error.properties.code.type,parentSchema:schema14.additionalProperties.properties.steps.items.properties.error.properties.code,data:data20};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 > 2147483647 || isNaN(data20)){
const err58 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/error/code",schemaPath:"#/additionalProperties/properties/steps/items/properties/error/properties/code/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema14.additionalProperties.properties.steps.items.properties.error.properties.code,data:data20};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data20 < -2147483648 || isNaN(data20)){
const err59 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/error/code",schemaPath:"#/additionalProperties/properties/steps/items/properties/error/properties/code/minimum",keyword:"minimum",params:{comparison: ">=", limit: -2147483648},message:"must be >= -2147483648",schema:-2147483648,parentSchema:schema14.additionalProperties.properties.steps.items.properties.error.properties.code,data:data20};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
if(data19.message !== undefined){
let data21 = data19.message;
if(typeof data21 === "string"){
if(func3(data21) > 10000){
const err60 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/error/message",schemaPath:"#/additionalProperties/properties/steps/items/properties/error/properties/message/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema14.additionalProperties.properties.steps.items.properties.error.properties.message,data:data21};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/error/message",schemaPath:"#/additionalProperties/properties/steps/items/properties/error/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.properties.steps.items.properties.error.properties.message.type,parentSchema:schema14.additionalProperties.properties.steps.items.properties.error.properties.message,data:data21};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/error",schemaPath:"#/additionalProperties/properties/steps/items/properties/error/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.additionalProperties.properties.steps.items.properties.error.type,parentSchema:schema14.additionalProperties.properties.steps.items.properties.error,data:data19};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data16.delayMs !== undefined){
let data22 = data16.delayMs;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err63 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/delayMs",schemaPath:"#/additionalProperties/properties/steps/items/properties/delayMs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.additionalProperties.properties.steps.items.properties.delayMs.type,parentSchema:schema14.additionalProperties.properties.steps.items.properties.delayMs,data:data22};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 > 300000 || isNaN(data22)){
const err64 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/delayMs",schemaPath:"#/additionalProperties/properties/steps/items/properties/delayMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 300000},message:"must be <= 300000",schema:300000,parentSchema:schema14.additionalProperties.properties.steps.items.properties.delayMs,data:data22};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data22 < 0 || isNaN(data22)){
const err65 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/delayMs",schemaPath:"#/additionalProperties/properties/steps/items/properties/delayMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema14.additionalProperties.properties.steps.items.properties.delayMs,data:data22};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
if(data16.example !== undefined){
let data23 = data16.example;
if(typeof data23 === "string"){
if(func3(data23) > 200){
const err66 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/example",schemaPath:"#/additionalProperties/properties/steps/items/properties/example/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.steps.items.properties.example,data:data23};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(func3(data23) < 1){
const err67 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/example",schemaPath:"#/additionalProperties/properties/steps/items/properties/example/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.additionalProperties.properties.steps.items.properties.example,data:data23};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/example",schemaPath:"#/additionalProperties/properties/steps/items/properties/example/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.properties.steps.items.properties.example.type,parentSchema:schema14.additionalProperties.properties.steps.items.properties.example,data:data23};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data16.mock !== undefined){
let data24 = data16.mock;
if(true !== data24){
const err69 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/mock",schemaPath:"#/additionalProperties/properties/steps/items/properties/mock/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema14.additionalProperties.properties.steps.items.properties.mock,data:data24};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data16.reset !== undefined){
let data25 = data16.reset;
if(true !== data25){
const err70 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/reset",schemaPath:"#/additionalProperties/properties/steps/items/properties/reset/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema14.additionalProperties.properties.steps.items.properties.reset,data:data25};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data16.hang !== undefined){
let data26 = data16.hang;
if(true !== data26){
const err71 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/hang",schemaPath:"#/additionalProperties/properties/steps/items/properties/hang/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema14.additionalProperties.properties.steps.items.properties.hang,data:data26};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data16.malformed !== undefined){
let data27 = data16.malformed;
if(!(((data27 === true) || (data27 === "truncated")) || (data27 === "not-json"))){
const err72 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/malformed",schemaPath:"#/additionalProperties/properties/steps/items/properties/malformed/enum",keyword:"enum",params:{allowedValues: schema14.additionalProperties.properties.steps.items.properties.malformed.enum},message:"must be equal to one of the allowed values",schema:schema14.additionalProperties.properties.steps.items.properties.malformed.enum,parentSchema:schema14.additionalProperties.properties.steps.items.properties.malformed,data:data27};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data16.undeclared !== undefined){
let data28 = data16.undeclared;
if(typeof data28 !== "boolean"){
const err73 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/undeclared",schemaPath:"#/additionalProperties/properties/steps/items/properties/undeclared/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema14.additionalProperties.properties.steps.items.properties.undeclared.type,parentSchema:schema14.additionalProperties.properties.steps.items.properties.undeclared,data:data28};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data16.times !== undefined){
let data29 = data16.times;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err74 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/times",schemaPath:"#/additionalProperties/properties/steps/items/properties/times/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema14.additionalProperties.properties.steps.items.properties.times.type,parentSchema:schema14.additionalProperties.properties.steps.items.properties.times,data:data29};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 > 1000000000 || isNaN(data29)){
const err75 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/times",schemaPath:"#/additionalProperties/properties/steps/items/properties/times/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000000},message:"must be <= 1000000000",schema:1000000000,parentSchema:schema14.additionalProperties.properties.steps.items.properties.times,data:data29};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data29 < 1 || isNaN(data29)){
const err76 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps/" + i1+"/times",schemaPath:"#/additionalProperties/properties/steps/items/properties/times/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema14.additionalProperties.properties.steps.items.properties.times,data:data29};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
}
}
}
else {
const err77 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/steps",schemaPath:"#/additionalProperties/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema14.additionalProperties.properties.steps.type,parentSchema:schema14.additionalProperties.properties.steps,data:data15};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data0.after !== undefined){
let data30 = data0.after;
if(!(((data30 === "mock") || (data30 === "repeat")) || (data30 === "loop"))){
const err78 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/after",schemaPath:"#/additionalProperties/properties/after/enum",keyword:"enum",params:{allowedValues: schema14.additionalProperties.properties.after.enum},message:"must be equal to one of the allowed values",schema:schema14.additionalProperties.properties.after.enum,parentSchema:schema14.additionalProperties.properties.after,data:data30};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data0.match !== undefined){
let data31 = data0.match;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
for(const key6 in data31){
if(!(((((key6 === "path") || (key6 === "query")) || (key6 === "headers")) || (key6 === "body")) || (key6 === "params"))){
const err79 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match",schemaPath:"#/additionalProperties/properties/match/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties.properties.match,data:data31};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data31.path !== undefined){
let data32 = data31.path;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(Object.keys(data32).length > 64){
const err80 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/path",schemaPath:"#/additionalProperties/properties/match/properties/path/maxProperties",keyword:"maxProperties",params:{limit: 64},message:"must NOT have more than 64 properties",schema:64,parentSchema:schema14.additionalProperties.properties.match.properties.path,data:data32};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
for(const key7 in data32){
const _errs65 = errors;
if(typeof key7 === "string"){
if(func3(key7) > 200){
const err81 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/path",schemaPath:"#/additionalProperties/properties/match/properties/path/propertyNames/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.match.properties.path.propertyNames,data:key7,propertyName:key7};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
var valid11 = _errs65 === errors;
if(!valid11){
const err82 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/path",schemaPath:"#/additionalProperties/properties/match/properties/path/propertyNames",keyword:"propertyNames",params:{propertyName: key7},message:"property name must be valid",schema:schema14.additionalProperties.properties.match.properties.path.propertyNames,parentSchema:schema14.additionalProperties.properties.match.properties.path,data:data32};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
for(const key8 in data32){
let data33 = data32[key8];
if(((((typeof data33 !== "string") && (!((typeof data33 == "number") && (isFinite(data33))))) && (typeof data33 !== "boolean")) && (data33 !== null)) && (!(data33 && typeof data33 == "object" && !Array.isArray(data33)))){
const err83 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/path/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/path/additionalProperties/type",keyword:"type",params:{type: schema14.additionalProperties.properties.match.properties.path.additionalProperties.type},message:"must be string,number,boolean,null,object",schema:schema14.additionalProperties.properties.match.properties.path.additionalProperties.type,parentSchema:schema14.additionalProperties.properties.match.properties.path.additionalProperties,data:data33};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(typeof data33 === "string"){
if(func3(data33) > 10000){
const err84 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/path/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/path/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema14.additionalProperties.properties.match.properties.path.additionalProperties,data:data33};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data33 && typeof data33 == "object" && !Array.isArray(data33)){
for(const key9 in data33){
if(!(((key9 === "equals") || (key9 === "matches")) || (key9 === "subset"))){
const err85 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/path/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/path/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties.properties.match.properties.path.additionalProperties,data:data33};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data33.matches !== undefined){
let data34 = data33.matches;
if(typeof data34 === "string"){
if(func3(data34) > 200){
const err86 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/path/" + key8.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/path/additionalProperties/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.match.properties.path.additionalProperties.properties.matches,data:data34};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(func3(data34) < 1){
const err87 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/path/" + key8.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/path/additionalProperties/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.additionalProperties.properties.match.properties.path.additionalProperties.properties.matches,data:data34};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/path/" + key8.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/path/additionalProperties/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.properties.match.properties.path.additionalProperties.properties.matches.type,parentSchema:schema14.additionalProperties.properties.match.properties.path.additionalProperties.properties.matches,data:data34};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
}
}
else {
const err89 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/path",schemaPath:"#/additionalProperties/properties/match/properties/path/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.additionalProperties.properties.match.properties.path.type,parentSchema:schema14.additionalProperties.properties.match.properties.path,data:data32};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data31.query !== undefined){
let data35 = data31.query;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(Object.keys(data35).length > 64){
const err90 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/query",schemaPath:"#/additionalProperties/properties/match/properties/query/maxProperties",keyword:"maxProperties",params:{limit: 64},message:"must NOT have more than 64 properties",schema:64,parentSchema:schema14.additionalProperties.properties.match.properties.query,data:data35};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
for(const key10 in data35){
const _errs74 = errors;
if(typeof key10 === "string"){
if(func3(key10) > 200){
const err91 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/query",schemaPath:"#/additionalProperties/properties/match/properties/query/propertyNames/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.match.properties.query.propertyNames,data:key10,propertyName:key10};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
var valid14 = _errs74 === errors;
if(!valid14){
const err92 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/query",schemaPath:"#/additionalProperties/properties/match/properties/query/propertyNames",keyword:"propertyNames",params:{propertyName: key10},message:"property name must be valid",schema:schema14.additionalProperties.properties.match.properties.query.propertyNames,parentSchema:schema14.additionalProperties.properties.match.properties.query,data:data35};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
for(const key11 in data35){
let data36 = data35[key11];
if(((((typeof data36 !== "string") && (!((typeof data36 == "number") && (isFinite(data36))))) && (typeof data36 !== "boolean")) && (data36 !== null)) && (!(data36 && typeof data36 == "object" && !Array.isArray(data36)))){
const err93 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/query/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/query/additionalProperties/type",keyword:"type",params:{type: schema14.additionalProperties.properties.match.properties.query.additionalProperties.type},message:"must be string,number,boolean,null,object",schema:schema14.additionalProperties.properties.match.properties.query.additionalProperties.type,parentSchema:schema14.additionalProperties.properties.match.properties.query.additionalProperties,data:data36};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(typeof data36 === "string"){
if(func3(data36) > 10000){
const err94 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/query/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/query/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema14.additionalProperties.properties.match.properties.query.additionalProperties,data:data36};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
for(const key12 in data36){
if(!(((key12 === "equals") || (key12 === "matches")) || (key12 === "subset"))){
const err95 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/query/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/query/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties.properties.match.properties.query.additionalProperties,data:data36};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data36.matches !== undefined){
let data37 = data36.matches;
if(typeof data37 === "string"){
if(func3(data37) > 200){
const err96 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/query/" + key11.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/query/additionalProperties/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.match.properties.query.additionalProperties.properties.matches,data:data37};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(func3(data37) < 1){
const err97 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/query/" + key11.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/query/additionalProperties/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.additionalProperties.properties.match.properties.query.additionalProperties.properties.matches,data:data37};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
else {
const err98 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/query/" + key11.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/query/additionalProperties/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.properties.match.properties.query.additionalProperties.properties.matches.type,parentSchema:schema14.additionalProperties.properties.match.properties.query.additionalProperties.properties.matches,data:data37};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
}
}
else {
const err99 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/query",schemaPath:"#/additionalProperties/properties/match/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.additionalProperties.properties.match.properties.query.type,parentSchema:schema14.additionalProperties.properties.match.properties.query,data:data35};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data31.headers !== undefined){
let data38 = data31.headers;
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
if(Object.keys(data38).length > 64){
const err100 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/headers",schemaPath:"#/additionalProperties/properties/match/properties/headers/maxProperties",keyword:"maxProperties",params:{limit: 64},message:"must NOT have more than 64 properties",schema:64,parentSchema:schema14.additionalProperties.properties.match.properties.headers,data:data38};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
for(const key13 in data38){
const _errs83 = errors;
if(typeof key13 === "string"){
if(func3(key13) > 200){
const err101 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/headers",schemaPath:"#/additionalProperties/properties/match/properties/headers/propertyNames/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.match.properties.headers.propertyNames,data:key13,propertyName:key13};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
var valid17 = _errs83 === errors;
if(!valid17){
const err102 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/headers",schemaPath:"#/additionalProperties/properties/match/properties/headers/propertyNames",keyword:"propertyNames",params:{propertyName: key13},message:"property name must be valid",schema:schema14.additionalProperties.properties.match.properties.headers.propertyNames,parentSchema:schema14.additionalProperties.properties.match.properties.headers,data:data38};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
for(const key14 in data38){
let data39 = data38[key14];
if(((((typeof data39 !== "string") && (!((typeof data39 == "number") && (isFinite(data39))))) && (typeof data39 !== "boolean")) && (data39 !== null)) && (!(data39 && typeof data39 == "object" && !Array.isArray(data39)))){
const err103 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/headers/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/headers/additionalProperties/type",keyword:"type",params:{type: schema14.additionalProperties.properties.match.properties.headers.additionalProperties.type},message:"must be string,number,boolean,null,object",schema:schema14.additionalProperties.properties.match.properties.headers.additionalProperties.type,parentSchema:schema14.additionalProperties.properties.match.properties.headers.additionalProperties,data:data39};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(typeof data39 === "string"){
if(func3(data39) > 10000){
const err104 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/headers/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/headers/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema14.additionalProperties.properties.match.properties.headers.additionalProperties,data:data39};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
for(const key15 in data39){
if(!(((key15 === "equals") || (key15 === "matches")) || (key15 === "subset"))){
const err105 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/headers/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/headers/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties.properties.match.properties.headers.additionalProperties,data:data39};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data39.matches !== undefined){
let data40 = data39.matches;
if(typeof data40 === "string"){
if(func3(data40) > 200){
const err106 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/headers/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/headers/additionalProperties/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.match.properties.headers.additionalProperties.properties.matches,data:data40};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if(func3(data40) < 1){
const err107 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/headers/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/headers/additionalProperties/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.additionalProperties.properties.match.properties.headers.additionalProperties.properties.matches,data:data40};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
else {
const err108 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/headers/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/headers/additionalProperties/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.properties.match.properties.headers.additionalProperties.properties.matches.type,parentSchema:schema14.additionalProperties.properties.match.properties.headers.additionalProperties.properties.matches,data:data40};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
}
}
else {
const err109 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/headers",schemaPath:"#/additionalProperties/properties/match/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.additionalProperties.properties.match.properties.headers.type,parentSchema:schema14.additionalProperties.properties.match.properties.headers,data:data38};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
if(data31.body !== undefined){
let data41 = data31.body;
if(((((typeof data41 !== "string") && (!((typeof data41 == "number") && (isFinite(data41))))) && (typeof data41 !== "boolean")) && (data41 !== null)) && (!(data41 && typeof data41 == "object" && !Array.isArray(data41)))){
const err110 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/body",schemaPath:"#/additionalProperties/properties/match/properties/body/type",keyword:"type",params:{type: schema14.additionalProperties.properties.match.properties.body.type},message:"must be string,number,boolean,null,object",schema:schema14.additionalProperties.properties.match.properties.body.type,parentSchema:schema14.additionalProperties.properties.match.properties.body,data:data41};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(typeof data41 === "string"){
if(func3(data41) > 10000){
const err111 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/body",schemaPath:"#/additionalProperties/properties/match/properties/body/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema14.additionalProperties.properties.match.properties.body,data:data41};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
for(const key16 in data41){
if(!(((key16 === "equals") || (key16 === "matches")) || (key16 === "subset"))){
const err112 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/body",schemaPath:"#/additionalProperties/properties/match/properties/body/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties.properties.match.properties.body,data:data41};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data41.matches !== undefined){
let data42 = data41.matches;
if(typeof data42 === "string"){
if(func3(data42) > 200){
const err113 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/body/matches",schemaPath:"#/additionalProperties/properties/match/properties/body/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.match.properties.body.properties.matches,data:data42};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(func3(data42) < 1){
const err114 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/body/matches",schemaPath:"#/additionalProperties/properties/match/properties/body/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.additionalProperties.properties.match.properties.body.properties.matches,data:data42};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
else {
const err115 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/body/matches",schemaPath:"#/additionalProperties/properties/match/properties/body/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.properties.match.properties.body.properties.matches.type,parentSchema:schema14.additionalProperties.properties.match.properties.body.properties.matches,data:data42};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
}
}
if(data31.params !== undefined){
let data43 = data31.params;
if(!data43 || typeof data43 != "object"){
const err116 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params",schemaPath:"#/additionalProperties/properties/match/properties/params/type",keyword:"type",params:{type: schema14.additionalProperties.properties.match.properties.params.type},message:"must be object,array",schema:schema14.additionalProperties.properties.match.properties.params.type,parentSchema:schema14.additionalProperties.properties.match.properties.params,data:data43};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(Array.isArray(data43)){
if(data43.length > 64){
const err117 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params",schemaPath:"#/additionalProperties/properties/match/properties/params/maxItems",keyword:"maxItems",params:{limit: 64},message:"must NOT have more than 64 items",schema:64,parentSchema:schema14.additionalProperties.properties.match.properties.params,data:data43};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
const len2 = data43.length;
for(let i2=0; i2<len2; i2++){
let data44 = data43[i2];
if(((((typeof data44 !== "string") && (!((typeof data44 == "number") && (isFinite(data44))))) && (typeof data44 !== "boolean")) && (data44 !== null)) && (!(data44 && typeof data44 == "object" && !Array.isArray(data44)))){
const err118 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + i2,schemaPath:"#/additionalProperties/properties/match/properties/params/items/type",keyword:"type",params:{type: schema14.additionalProperties.properties.match.properties.params.items.type},message:"must be string,number,boolean,null,object",schema:schema14.additionalProperties.properties.match.properties.params.items.type,parentSchema:schema14.additionalProperties.properties.match.properties.params.items,data:data44};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(typeof data44 === "string"){
if(func3(data44) > 10000){
const err119 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + i2,schemaPath:"#/additionalProperties/properties/match/properties/params/items/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema14.additionalProperties.properties.match.properties.params.items,data:data44};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
if(data44 && typeof data44 == "object" && !Array.isArray(data44)){
for(const key17 in data44){
if(!(((key17 === "equals") || (key17 === "matches")) || (key17 === "subset"))){
const err120 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + i2,schemaPath:"#/additionalProperties/properties/match/properties/params/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties.properties.match.properties.params.items,data:data44};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data44.matches !== undefined){
let data45 = data44.matches;
if(typeof data45 === "string"){
if(func3(data45) > 200){
const err121 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + i2+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/params/items/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.match.properties.params.items.properties.matches,data:data45};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(func3(data45) < 1){
const err122 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + i2+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/params/items/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.additionalProperties.properties.match.properties.params.items.properties.matches,data:data45};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
else {
const err123 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + i2+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/params/items/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.properties.match.properties.params.items.properties.matches.type,parentSchema:schema14.additionalProperties.properties.match.properties.params.items.properties.matches,data:data45};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
}
}
}
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
if(Object.keys(data43).length > 64){
const err124 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params",schemaPath:"#/additionalProperties/properties/match/properties/params/maxProperties",keyword:"maxProperties",params:{limit: 64},message:"must NOT have more than 64 properties",schema:64,parentSchema:schema14.additionalProperties.properties.match.properties.params,data:data43};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
for(const key18 in data43){
const _errs102 = errors;
if(typeof key18 === "string"){
if(func3(key18) > 200){
const err125 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params",schemaPath:"#/additionalProperties/properties/match/properties/params/propertyNames/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.match.properties.params.propertyNames,data:key18,propertyName:key18};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
var valid24 = _errs102 === errors;
if(!valid24){
const err126 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params",schemaPath:"#/additionalProperties/properties/match/properties/params/propertyNames",keyword:"propertyNames",params:{propertyName: key18},message:"property name must be valid",schema:schema14.additionalProperties.properties.match.properties.params.propertyNames,parentSchema:schema14.additionalProperties.properties.match.properties.params,data:data43};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
for(const key19 in data43){
let data46 = data43[key19];
if(((((typeof data46 !== "string") && (!((typeof data46 == "number") && (isFinite(data46))))) && (typeof data46 !== "boolean")) && (data46 !== null)) && (!(data46 && typeof data46 == "object" && !Array.isArray(data46)))){
const err127 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + key19.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/params/additionalProperties/type",keyword:"type",params:{type: schema14.additionalProperties.properties.match.properties.params.additionalProperties.type},message:"must be string,number,boolean,null,object",schema:schema14.additionalProperties.properties.match.properties.params.additionalProperties.type,parentSchema:schema14.additionalProperties.properties.match.properties.params.additionalProperties,data:data46};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if(typeof data46 === "string"){
if(func3(data46) > 10000){
const err128 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + key19.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/params/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 10000},message:"must NOT have more than 10000 characters",schema:10000,parentSchema:schema14.additionalProperties.properties.match.properties.params.additionalProperties,data:data46};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
for(const key20 in data46){
if(!(((key20 === "equals") || (key20 === "matches")) || (key20 === "subset"))){
const err129 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + key19.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/properties/match/properties/params/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties",schema:false,parentSchema:schema14.additionalProperties.properties.match.properties.params.additionalProperties,data:data46};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data46.matches !== undefined){
let data47 = data46.matches;
if(typeof data47 === "string"){
if(func3(data47) > 200){
const err130 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + key19.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/params/additionalProperties/properties/matches/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema14.additionalProperties.properties.match.properties.params.additionalProperties.properties.matches,data:data47};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
if(func3(data47) < 1){
const err131 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + key19.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/params/additionalProperties/properties/matches/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema14.additionalProperties.properties.match.properties.params.additionalProperties.properties.matches,data:data47};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
else {
const err132 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match/params/" + key19.replace(/~/g, "~0").replace(/\//g, "~1")+"/matches",schemaPath:"#/additionalProperties/properties/match/properties/params/additionalProperties/properties/matches/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema14.additionalProperties.properties.match.properties.params.additionalProperties.properties.matches.type,parentSchema:schema14.additionalProperties.properties.match.properties.params.additionalProperties.properties.matches,data:data47};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
}
}
}
}
}
else {
const err133 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/match",schemaPath:"#/additionalProperties/properties/match/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.additionalProperties.properties.match.type,parentSchema:schema14.additionalProperties.properties.match,data:data31};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
if(data0.undeclared !== undefined){
let data48 = data0.undeclared;
if(typeof data48 !== "boolean"){
const err134 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/undeclared",schemaPath:"#/additionalProperties/properties/undeclared/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema14.additionalProperties.properties.undeclared.type,parentSchema:schema14.additionalProperties.properties.undeclared,data:data48};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
}
}
}
else {
const err135 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema14.type,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}
return exports;
}

function nodeValidators() {
const exports = {};
exports["node/19ab3949-7d4d035a-123"] = validate10;
const schema11 = {"title":"Address","type":"string","pattern":"^0x[0-9a-fA-F]{40}$"};
const pattern0 = new RegExp("^0x[0-9a-fA-F]{40}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern0.test(data)){
validate10.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""}];
return false;
}
}
else {
validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate10.errors = vErrors;
return errors === 0;
}

exports["node/36858360-18f268d1-434"] = validate11;
const schema12 = {"title":"QuantityInput","type":"string","pattern":"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"};
const pattern1 = new RegExp("^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern1.test(data)){
validate11.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},message:"must match pattern \""+"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"+"\""}];
return false;
}
}
else {
validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate11.errors = vErrors;
return errors === 0;
}

exports["node/441fa262-eae9d20d-77"] = validate12;
const schema13 = {"type":"object","properties":{"loggerName":{"type":"string"}},"required":[]};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.loggerName !== undefined){
if(typeof data.loggerName !== "string"){
validate12.errors = [{instancePath:instancePath+"/loggerName",schemaPath:"#/properties/loggerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
else {
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate12.errors = vErrors;
return errors === 0;
}

exports["node/4682db72-b178fbf9-17"] = validate13;
const schema14 = {"type":"string"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate13.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
validate13.errors = vErrors;
return errors === 0;
}

exports["node/4cacb77d-2a8f0128-516"] = validate14;
const schema15 = {"anyOf":[{"title":"QuantityInput","type":"string","pattern":"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},{"type":"string","pattern":"^[0-9]+$"},{"type":"integer","minimum":0}]};
const pattern3 = new RegExp("^[0-9]+$", "u");

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data === "string"){
if(!pattern1.test(data)){
const err0 = {instancePath,schemaPath:"#/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},message:"must match pattern \""+"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(errors === _errs3){
if(typeof data === "string"){
if(!pattern3.test(data)){
const err2 = {instancePath,schemaPath:"#/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs5 = errors;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err4 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors === _errs5){
if(typeof data == "number"){
if(data < 0 || isNaN(data)){
const err5 = {instancePath,schemaPath:"#/anyOf/2/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
var _valid0 = _errs5 === errors;
valid0 = valid0 || _valid0;
}
}
if(!valid0){
const err6 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate14.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate14.errors = vErrors;
return errors === 0;
}

exports["node/51675069-40290f42-421"] = validate15;
const schema16 = {"title":"NumToFetch","oneOf":[{"type":"integer","minimum":0,"maximum":1024},{"type":"string","pattern":"^[0-9]+$"}]};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs1){
if(typeof data == "number"){
if(data > 1024 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/oneOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1024},message:"must be <= 1024"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data < 0 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/oneOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(errors === _errs3){
if(typeof data === "string"){
if(!pattern3.test(data)){
const err3 = {instancePath,schemaPath:"#/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err5 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate15.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate15.errors = vErrors;
return errors === 0;
}

exports["node/54338716-335489cd-689"] = validate16;
const schema17 = {"type":"object","properties":{"loggerName":{"type":"string"},"logLevel":{"title":"LogLevel","type":"string","enum":["VERBO","DEBUG","TRACE","INFO","WARN","ERROR","FATAL","OFF"]},"displayLevel":{"title":"LogLevel","type":"string","enum":["VERBO","DEBUG","TRACE","INFO","WARN","ERROR","FATAL","OFF"]}},"required":[]};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.loggerName !== undefined){
const _errs1 = errors;
if(typeof data.loggerName !== "string"){
validate16.errors = [{instancePath:instancePath+"/loggerName",schemaPath:"#/properties/loggerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logLevel !== undefined){
let data1 = data.logLevel;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate16.errors = [{instancePath:instancePath+"/logLevel",schemaPath:"#/properties/logLevel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((data1 === "VERBO") || (data1 === "DEBUG")) || (data1 === "TRACE")) || (data1 === "INFO")) || (data1 === "WARN")) || (data1 === "ERROR")) || (data1 === "FATAL")) || (data1 === "OFF"))){
validate16.errors = [{instancePath:instancePath+"/logLevel",schemaPath:"#/properties/logLevel/enum",keyword:"enum",params:{allowedValues: schema17.properties.logLevel.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.displayLevel !== undefined){
let data2 = data.displayLevel;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate16.errors = [{instancePath:instancePath+"/displayLevel",schemaPath:"#/properties/displayLevel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((data2 === "VERBO") || (data2 === "DEBUG")) || (data2 === "TRACE")) || (data2 === "INFO")) || (data2 === "WARN")) || (data2 === "ERROR")) || (data2 === "FATAL")) || (data2 === "OFF"))){
validate16.errors = [{instancePath:instancePath+"/displayLevel",schemaPath:"#/properties/displayLevel/enum",keyword:"enum",params:{allowedValues: schema17.properties.displayLevel.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate16.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate16.errors = vErrors;
return errors === 0;
}

exports["node/5dca877a-bba271c9-113"] = validate17;
const schema18 = {"title":"Hash","type":"string","pattern":"^0x[0-9a-fA-F]{64}$"};
const pattern5 = new RegExp("^0x[0-9a-fA-F]{64}$", "u");

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern5.test(data)){
validate17.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""}];
return false;
}
}
else {
validate17.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate17.errors = vErrors;
return errors === 0;
}

exports["node/608905fc-4c66d47b-129"] = validate18;
const schema19 = {"type":"object","properties":{"chain":{"type":"string"},"alias":{"type":"string","maxLength":512}},"required":["chain","alias"]};
const func2 = require("ajv/dist/runtime/ucs2length").default;

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.chain === undefined) && (missing0 = "chain")) || ((data.alias === undefined) && (missing0 = "alias"))){
validate18.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.chain !== undefined){
const _errs1 = errors;
if(typeof data.chain !== "string"){
validate18.errors = [{instancePath:instancePath+"/chain",schemaPath:"#/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.alias !== undefined){
let data1 = data.alias;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func2(data1) > 512){
validate18.errors = [{instancePath:instancePath+"/alias",schemaPath:"#/properties/alias/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
}
else {
validate18.errors = [{instancePath:instancePath+"/alias",schemaPath:"#/properties/alias/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate18.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate18.errors = vErrors;
return errors === 0;
}

exports["node/677cb5a7-65ca8956-30"] = validate19;
const schema20 = {"type":"integer","minimum":0};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
validate19.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === 0){
if(typeof data == "number"){
if(data < 0 || isNaN(data)){
validate19.errors = [{instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
validate19.errors = vErrors;
return errors === 0;
}

exports["node/6bb7c32d-dc0d64ee-305"] = validate20;
const schema21 = {"title":"Uint64","oneOf":[{"type":"integer","minimum":0},{"type":"string","pattern":"^[0-9]+$"}]};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs1){
if(typeof data == "number"){
if(data < 0 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/oneOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(errors === _errs3){
if(typeof data === "string"){
if(!pattern3.test(data)){
const err2 = {instancePath,schemaPath:"#/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err4 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate20.errors = vErrors;
return errors === 0;
}

exports["node/7292ce89-2a1aa0f2-1117"] = validate21;
const schema22 = {"type":"object","properties":{"startIndex":{"title":"Uint64","oneOf":[{"type":"integer","minimum":0},{"type":"string","pattern":"^[0-9]+$"}]},"numToFetch":{"title":"NumToFetch","oneOf":[{"type":"integer","minimum":0,"maximum":1024},{"type":"string","pattern":"^[0-9]+$"}]},"encoding":{"title":"Encoding","type":"string","enum":["hex"],"default":"hex"}},"required":["startIndex","numToFetch"]};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.startIndex === undefined) && (missing0 = "startIndex")) || ((data.numToFetch === undefined) && (missing0 = "numToFetch"))){
validate21.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.startIndex !== undefined){
let data0 = data.startIndex;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
let passing0 = null;
const _errs3 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err0 = {instancePath:instancePath+"/startIndex",schemaPath:"#/properties/startIndex/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs3){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/startIndex",schemaPath:"#/properties/startIndex/oneOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var _valid0 = _errs3 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs5 = errors;
if(errors === _errs5){
if(typeof data0 === "string"){
if(!pattern3.test(data0)){
const err2 = {instancePath:instancePath+"/startIndex",schemaPath:"#/properties/startIndex/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/startIndex",schemaPath:"#/properties/startIndex/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err4 = {instancePath:instancePath+"/startIndex",schemaPath:"#/properties/startIndex/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.numToFetch !== undefined){
let data1 = data.numToFetch;
const _errs7 = errors;
const _errs8 = errors;
let valid2 = false;
let passing1 = null;
const _errs9 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err5 = {instancePath:instancePath+"/numToFetch",schemaPath:"#/properties/numToFetch/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(errors === _errs9){
if(typeof data1 == "number"){
if(data1 > 1024 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/numToFetch",schemaPath:"#/properties/numToFetch/oneOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1024},message:"must be <= 1024"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/numToFetch",schemaPath:"#/properties/numToFetch/oneOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
}
var _valid1 = _errs9 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs11 = errors;
if(errors === _errs11){
if(typeof data1 === "string"){
if(!pattern3.test(data1)){
const err8 = {instancePath:instancePath+"/numToFetch",schemaPath:"#/properties/numToFetch/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/numToFetch",schemaPath:"#/properties/numToFetch/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid1 = _errs11 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
}
}
if(!valid2){
const err10 = {instancePath:instancePath+"/numToFetch",schemaPath:"#/properties/numToFetch/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.encoding !== undefined){
let data2 = data.encoding;
const _errs13 = errors;
if(typeof data2 !== "string"){
validate21.errors = [{instancePath:instancePath+"/encoding",schemaPath:"#/properties/encoding/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data2 === "hex")){
validate21.errors = [{instancePath:instancePath+"/encoding",schemaPath:"#/properties/encoding/enum",keyword:"enum",params:{allowedValues: schema22.properties.encoding.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}

exports["node/76c664-3a3c6b6f-27"] = validate22;
const schema23 = {"type":["boolean","null"]};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((typeof data !== "boolean") && (data !== null)){
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema23.type},message:"must be boolean,null"}];
return false;
}
validate22.errors = vErrors;
return errors === 0;
}

exports["node/7a4b0a83-5c1c7d76-26"] = validate23;
const schema24 = {"type":["string","null"]};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((typeof data !== "string") && (data !== null)){
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema24.type},message:"must be string,null"}];
return false;
}
validate23.errors = vErrors;
return errors === 0;
}

exports["node/7c045cf4-7837c68f-47"] = validate24;
const schema25 = {"type":"object","properties":{},"required":[]};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}

exports["node/806e587b-3c92379a-66"] = validate25;
const schema26 = {"type":["string","null"],"pattern":"^(0[xX])?[0-9a-fA-F]{0,64}$"};
const pattern9 = new RegExp("^(0[xX])?[0-9a-fA-F]{0,64}$", "u");

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((typeof data !== "string") && (data !== null)){
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema26.type},message:"must be string,null"}];
return false;
}
if(errors === 0){
if(typeof data === "string"){
if(!pattern9.test(data)){
validate25.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(0[xX])?[0-9a-fA-F]{0,64}$"},message:"must match pattern \""+"^(0[xX])?[0-9a-fA-F]{0,64}$"+"\""}];
return false;
}
}
}
validate25.errors = vErrors;
return errors === 0;
}

exports["node/883a42a1-d3f36f64-260"] = validate26;
const schema27 = {"title":"BlockNumber","anyOf":[{"type":"string","enum":["latest","earliest","pending","safe","finalized","accepted"]},{"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"}]};
const pattern10 = new RegExp("^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$", "u");

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((((data === "latest") || (data === "earliest")) || (data === "pending")) || (data === "safe")) || (data === "finalized")) || (data === "accepted"))){
const err1 = {instancePath,schemaPath:"#/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema27.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(errors === _errs3){
if(typeof data === "string"){
if(!pattern10.test(data)){
const err2 = {instancePath,schemaPath:"#/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err4 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate26.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate26.errors = vErrors;
return errors === 0;
}

exports["node/9abfc9b4-ac4836ff-17"] = validate27;
const schema28 = {"type":"object"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
validate27.errors = vErrors;
return errors === 0;
}

exports["node/9c941030-a35e841b-135"] = validate28;
const schema29 = {"type":"object","properties":{"endpoint":{"type":"string"},"alias":{"type":"string","maxLength":512}},"required":["endpoint","alias"]};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.endpoint === undefined) && (missing0 = "endpoint")) || ((data.alias === undefined) && (missing0 = "alias"))){
validate28.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.endpoint !== undefined){
const _errs1 = errors;
if(typeof data.endpoint !== "string"){
validate28.errors = [{instancePath:instancePath+"/endpoint",schemaPath:"#/properties/endpoint/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.alias !== undefined){
let data1 = data.alias;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func2(data1) > 512){
validate28.errors = [{instancePath:instancePath+"/alias",schemaPath:"#/properties/alias/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/alias",schemaPath:"#/properties/alias/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}

exports["node/9ce7a8b8-b0bf491-1812"] = validate29;
const schema30 = {"allOf":[{"title":"BlockNumberOrHash","anyOf":[{"title":"BlockNumber","anyOf":[{"type":"string","enum":["latest","earliest","pending","safe","finalized","accepted"]},{"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"}]},{"title":"Hash","type":"string","pattern":"^0x[0-9a-fA-F]{64}$"},{"type":"null"},{"type":"object","properties":{"blockNumber":{"anyOf":[{"title":"BlockNumber","anyOf":[{"type":"string","enum":["latest","earliest","pending","safe","finalized","accepted"]},{"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"}]},{"type":"null"}]},"blockHash":{"anyOf":[{"title":"Hash","type":"string","pattern":"^0x[0-9a-fA-F]{64}$"},{"type":"null"}]},"requireCanonical":{"type":["boolean","null"]}},"not":{"required":["blockNumber","blockHash"],"properties":{"blockNumber":{"type":"string"},"blockHash":{"type":"string"}}}}]},{"not":{"type":"object","properties":{"blockNumber":{"type":"null"},"blockHash":{"type":"null"}}}}]};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
let valid1 = false;
const _errs2 = errors;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/allOf/0/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((((data === "latest") || (data === "earliest")) || (data === "pending")) || (data === "safe")) || (data === "finalized")) || (data === "accepted"))){
const err1 = {instancePath,schemaPath:"#/allOf/0/anyOf/0/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema30.allOf[0].anyOf[0].anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid1 = _errs4 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs6 = errors;
if(errors === _errs6){
if(typeof data === "string"){
if(!pattern10.test(data)){
const err2 = {instancePath,schemaPath:"#/allOf/0/anyOf/0/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/allOf/0/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid1 = _errs6 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err4 = {instancePath,schemaPath:"#/allOf/0/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs2 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs8 = errors;
if(errors === _errs8){
if(typeof data === "string"){
if(!pattern5.test(data)){
const err5 = {instancePath,schemaPath:"#/allOf/0/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath,schemaPath:"#/allOf/0/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data !== null){
const err7 = {instancePath,schemaPath:"#/allOf/0/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs12 = errors;
const _errs14 = errors;
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.blockNumber === undefined) && (missing0 = "blockNumber")) || ((data.blockHash === undefined) && (missing0 = "blockHash"))){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
if(data.blockNumber !== undefined){
const _errs16 = errors;
if(typeof data.blockNumber !== "string"){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.blockHash !== undefined){
const _errs18 = errors;
if(typeof data.blockHash !== "string"){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid4 = _errs18 === errors;
}
else {
var valid4 = true;
}
}
}
}
var valid3 = _errs15 === errors;
if(valid3){
const err11 = {instancePath,schemaPath:"#/allOf/0/anyOf/3/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
if(errors === _errs12){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.blockNumber !== undefined){
let data2 = data.blockNumber;
const _errs20 = errors;
const _errs21 = errors;
let valid6 = false;
const _errs22 = errors;
const _errs23 = errors;
let valid7 = false;
const _errs24 = errors;
if(typeof data2 !== "string"){
const err12 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/allOf/0/anyOf/3/properties/blockNumber/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((((((data2 === "latest") || (data2 === "earliest")) || (data2 === "pending")) || (data2 === "safe")) || (data2 === "finalized")) || (data2 === "accepted"))){
const err13 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/allOf/0/anyOf/3/properties/blockNumber/anyOf/0/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema30.allOf[0].anyOf[3].properties.blockNumber.anyOf[0].anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid3 = _errs24 === errors;
valid7 = valid7 || _valid3;
if(!valid7){
const _errs26 = errors;
if(errors === _errs26){
if(typeof data2 === "string"){
if(!pattern10.test(data2)){
const err14 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/allOf/0/anyOf/3/properties/blockNumber/anyOf/0/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/allOf/0/anyOf/3/properties/blockNumber/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
var _valid3 = _errs26 === errors;
valid7 = valid7 || _valid3;
}
if(!valid7){
const err16 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/allOf/0/anyOf/3/properties/blockNumber/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
var _valid2 = _errs22 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs28 = errors;
if(data2 !== null){
const err17 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/allOf/0/anyOf/3/properties/blockNumber/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid2 = _errs28 === errors;
valid6 = valid6 || _valid2;
}
if(!valid6){
const err18 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/allOf/0/anyOf/3/properties/blockNumber/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
var valid5 = _errs20 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.blockHash !== undefined){
let data3 = data.blockHash;
const _errs30 = errors;
const _errs31 = errors;
let valid8 = false;
const _errs32 = errors;
if(errors === _errs32){
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err19 = {instancePath:instancePath+"/blockHash",schemaPath:"#/allOf/0/anyOf/3/properties/blockHash/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/blockHash",schemaPath:"#/allOf/0/anyOf/3/properties/blockHash/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
var _valid4 = _errs32 === errors;
valid8 = valid8 || _valid4;
if(!valid8){
const _errs34 = errors;
if(data3 !== null){
const err21 = {instancePath:instancePath+"/blockHash",schemaPath:"#/allOf/0/anyOf/3/properties/blockHash/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid4 = _errs34 === errors;
valid8 = valid8 || _valid4;
}
if(!valid8){
const err22 = {instancePath:instancePath+"/blockHash",schemaPath:"#/allOf/0/anyOf/3/properties/blockHash/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
var valid5 = _errs30 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.requireCanonical !== undefined){
let data4 = data.requireCanonical;
const _errs36 = errors;
if((typeof data4 !== "boolean") && (data4 !== null)){
const err23 = {instancePath:instancePath+"/requireCanonical",schemaPath:"#/allOf/0/anyOf/3/properties/requireCanonical/type",keyword:"type",params:{type: schema30.allOf[0].anyOf[3].properties.requireCanonical.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var valid5 = _errs36 === errors;
}
else {
var valid5 = true;
}
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/allOf/0/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
}
}
}
if(!valid1){
const err25 = {instancePath,schemaPath:"#/allOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
validate29.errors = vErrors;
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs38 = errors;
const _errs39 = errors;
const _errs40 = errors;
if(errors === _errs40){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.blockNumber !== undefined){
const _errs42 = errors;
if(data.blockNumber !== null){
const err26 = {};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var valid10 = _errs42 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data.blockHash !== undefined){
const _errs44 = errors;
if(data.blockHash !== null){
const err27 = {};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var valid10 = _errs44 === errors;
}
else {
var valid10 = true;
}
}
}
else {
const err28 = {};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
var valid9 = _errs40 === errors;
if(valid9){
validate29.errors = [{instancePath,schemaPath:"#/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs38 === errors;
}
validate29.errors = vErrors;
return errors === 0;
}

exports["node/a9306fd-ef98ac12-259"] = validate30;
const schema31 = {"title":"BytesInput","type":"string","pattern":"^(0[xX]([0-9a-fA-F]{2})*)?$"};
const pattern15 = new RegExp("^(0[xX]([0-9a-fA-F]{2})*)?$", "u");

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern15.test(data)){
validate30.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(0[xX]([0-9a-fA-F]{2})*)?$"},message:"must match pattern \""+"^(0[xX]([0-9a-fA-F]{2})*)?$"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}

exports["node/a9cb101e-f7eb567d-33"] = validate31;
const schema32 = {"type":"string","maxLength":512};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(func2(data) > 512){
validate31.errors = [{instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
}
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}

exports["node/b5c0e2a1-96378494-60"] = validate32;
const schema33 = {"type":["array","null"],"items":{"type":["number","null"]}};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(Array.isArray(data))) && (data !== null)){
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema33.type},message:"must be array,null"}];
return false;
}
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if((!(typeof data0 == "number")) && (data0 !== null)){
validate32.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: schema33.items.type},message:"must be number,null"}];
return false;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
}
validate32.errors = vErrors;
return errors === 0;
}

exports["node/be4b8b29-fcdef47c-280"] = validate33;
const schema34 = {"title":"Encoding","type":"string","enum":["hex"],"default":"hex"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate33.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data === "hex")){
validate33.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema34.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate33.errors = vErrors;
return errors === 0;
}

exports["node/bfb3843a-25d44b1-309"] = validate34;
const schema35 = {"type":"object","properties":{"nodeIDs":{"type":"array","items":{"title":"NodeId","type":"string","pattern":"^NodeID-[1-9A-HJ-NP-Za-km-z]{1,40}$","examples":["NodeID-P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE5"]}}},"required":[]};
const pattern16 = new RegExp("^NodeID-[1-9A-HJ-NP-Za-km-z]{1,40}$", "u");

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.nodeIDs !== undefined){
let data0 = data.nodeIDs;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!pattern16.test(data1)){
validate34.errors = [{instancePath:instancePath+"/nodeIDs/" + i0,schemaPath:"#/properties/nodeIDs/items/pattern",keyword:"pattern",params:{pattern: "^NodeID-[1-9A-HJ-NP-Za-km-z]{1,40}$"},message:"must match pattern \""+"^NodeID-[1-9A-HJ-NP-Za-km-z]{1,40}$"+"\""}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/nodeIDs/" + i0,schemaPath:"#/properties/nodeIDs/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/nodeIDs",schemaPath:"#/properties/nodeIDs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}

exports["node/c0bff907-a451f9ae-2388"] = validate35;
const schema36 = {"anyOf":[{"type":"null"},{"title":"LogFilter","type":"object","not":{"required":["blockHash"],"properties":{"blockHash":{"type":"string"}},"anyOf":[{"required":["fromBlock"],"properties":{"fromBlock":{"type":"string"}}},{"required":["toBlock"],"properties":{"toBlock":{"type":"string"}}}]},"properties":{"fromBlock":{"anyOf":[{"title":"BlockNumber","anyOf":[{"type":"string","enum":["latest","earliest","pending","safe","finalized","accepted"]},{"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"}]},{"type":"null"}]},"toBlock":{"anyOf":[{"title":"BlockNumber","anyOf":[{"type":"string","enum":["latest","earliest","pending","safe","finalized","accepted"]},{"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"}]},{"type":"null"}]},"blockHash":{"anyOf":[{"title":"Hash","type":"string","pattern":"^0x[0-9a-fA-F]{64}$"},{"type":"null"}]},"address":{"anyOf":[{"type":"null"},{"title":"Address","type":"string","pattern":"^0x[0-9a-fA-F]{40}$"},{"type":"array","maxItems":1000,"items":{"title":"Address","type":"string","pattern":"^0x[0-9a-fA-F]{40}$"}}]},"topics":{"anyOf":[{"type":"null"},{"type":"array","maxItems":4,"items":{"title":"FilterTopic","anyOf":[{"type":"null"},{"title":"Hash","type":"string","pattern":"^0x[0-9a-fA-F]{64}$"},{"type":"array","items":{"oneOf":[{"title":"Hash","type":"string","pattern":"^0x[0-9a-fA-F]{64}$"},{"type":"null"}]}}]}}]}}}]};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
const _errs5 = errors;
const _errs6 = errors;
const _errs7 = errors;
let valid2 = false;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.fromBlock === undefined) && (missing0 = "fromBlock")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.fromBlock !== undefined){
if(typeof data.fromBlock !== "string"){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
var _valid1 = _errs8 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.toBlock === undefined) && (missing1 = "toBlock")){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(data.toBlock !== undefined){
if(typeof data.toBlock !== "string"){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
if(errors === _errs6){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.blockHash === undefined) && (missing2 = "blockHash")){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
if(data.blockHash !== undefined){
if(typeof data.blockHash !== "string"){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
}
}
var valid1 = _errs6 === errors;
if(valid1){
const err8 = {instancePath,schemaPath:"#/anyOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fromBlock !== undefined){
let data3 = data.fromBlock;
const _errs16 = errors;
const _errs17 = errors;
let valid7 = false;
const _errs18 = errors;
const _errs19 = errors;
let valid8 = false;
const _errs20 = errors;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/fromBlock",schemaPath:"#/anyOf/1/properties/fromBlock/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((((((data3 === "latest") || (data3 === "earliest")) || (data3 === "pending")) || (data3 === "safe")) || (data3 === "finalized")) || (data3 === "accepted"))){
const err10 = {instancePath:instancePath+"/fromBlock",schemaPath:"#/anyOf/1/properties/fromBlock/anyOf/0/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema36.anyOf[1].properties.fromBlock.anyOf[0].anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid3 = _errs20 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs22 = errors;
if(errors === _errs22){
if(typeof data3 === "string"){
if(!pattern10.test(data3)){
const err11 = {instancePath:instancePath+"/fromBlock",schemaPath:"#/anyOf/1/properties/fromBlock/anyOf/0/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/fromBlock",schemaPath:"#/anyOf/1/properties/fromBlock/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
var _valid3 = _errs22 === errors;
valid8 = valid8 || _valid3;
}
if(!valid8){
const err13 = {instancePath:instancePath+"/fromBlock",schemaPath:"#/anyOf/1/properties/fromBlock/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
var _valid2 = _errs18 === errors;
valid7 = valid7 || _valid2;
if(!valid7){
const _errs24 = errors;
if(data3 !== null){
const err14 = {instancePath:instancePath+"/fromBlock",schemaPath:"#/anyOf/1/properties/fromBlock/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid2 = _errs24 === errors;
valid7 = valid7 || _valid2;
}
if(!valid7){
const err15 = {instancePath:instancePath+"/fromBlock",schemaPath:"#/anyOf/1/properties/fromBlock/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs16 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.toBlock !== undefined){
let data4 = data.toBlock;
const _errs26 = errors;
const _errs27 = errors;
let valid9 = false;
const _errs28 = errors;
const _errs29 = errors;
let valid10 = false;
const _errs30 = errors;
if(typeof data4 !== "string"){
const err16 = {instancePath:instancePath+"/toBlock",schemaPath:"#/anyOf/1/properties/toBlock/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((((((data4 === "latest") || (data4 === "earliest")) || (data4 === "pending")) || (data4 === "safe")) || (data4 === "finalized")) || (data4 === "accepted"))){
const err17 = {instancePath:instancePath+"/toBlock",schemaPath:"#/anyOf/1/properties/toBlock/anyOf/0/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema36.anyOf[1].properties.toBlock.anyOf[0].anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid5 = _errs30 === errors;
valid10 = valid10 || _valid5;
if(!valid10){
const _errs32 = errors;
if(errors === _errs32){
if(typeof data4 === "string"){
if(!pattern10.test(data4)){
const err18 = {instancePath:instancePath+"/toBlock",schemaPath:"#/anyOf/1/properties/toBlock/anyOf/0/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/toBlock",schemaPath:"#/anyOf/1/properties/toBlock/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
var _valid5 = _errs32 === errors;
valid10 = valid10 || _valid5;
}
if(!valid10){
const err20 = {instancePath:instancePath+"/toBlock",schemaPath:"#/anyOf/1/properties/toBlock/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
var _valid4 = _errs28 === errors;
valid9 = valid9 || _valid4;
if(!valid9){
const _errs34 = errors;
if(data4 !== null){
const err21 = {instancePath:instancePath+"/toBlock",schemaPath:"#/anyOf/1/properties/toBlock/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid4 = _errs34 === errors;
valid9 = valid9 || _valid4;
}
if(!valid9){
const err22 = {instancePath:instancePath+"/toBlock",schemaPath:"#/anyOf/1/properties/toBlock/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs26 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.blockHash !== undefined){
let data5 = data.blockHash;
const _errs36 = errors;
const _errs37 = errors;
let valid11 = false;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
const err23 = {instancePath:instancePath+"/blockHash",schemaPath:"#/anyOf/1/properties/blockHash/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/blockHash",schemaPath:"#/anyOf/1/properties/blockHash/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
var _valid6 = _errs38 === errors;
valid11 = valid11 || _valid6;
if(!valid11){
const _errs40 = errors;
if(data5 !== null){
const err25 = {instancePath:instancePath+"/blockHash",schemaPath:"#/anyOf/1/properties/blockHash/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid6 = _errs40 === errors;
valid11 = valid11 || _valid6;
}
if(!valid11){
const err26 = {instancePath:instancePath+"/blockHash",schemaPath:"#/anyOf/1/properties/blockHash/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs36 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.address !== undefined){
let data6 = data.address;
const _errs42 = errors;
const _errs43 = errors;
let valid12 = false;
const _errs44 = errors;
if(data6 !== null){
const err27 = {instancePath:instancePath+"/address",schemaPath:"#/anyOf/1/properties/address/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid7 = _errs44 === errors;
valid12 = valid12 || _valid7;
if(!valid12){
const _errs46 = errors;
if(errors === _errs46){
if(typeof data6 === "string"){
if(!pattern0.test(data6)){
const err28 = {instancePath:instancePath+"/address",schemaPath:"#/anyOf/1/properties/address/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/address",schemaPath:"#/anyOf/1/properties/address/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
var _valid7 = _errs46 === errors;
valid12 = valid12 || _valid7;
if(!valid12){
const _errs48 = errors;
if(errors === _errs48){
if(Array.isArray(data6)){
if(data6.length > 1000){
const err30 = {instancePath:instancePath+"/address",schemaPath:"#/anyOf/1/properties/address/anyOf/2/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
var valid13 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs50 = errors;
if(errors === _errs50){
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
const err31 = {instancePath:instancePath+"/address/" + i0,schemaPath:"#/anyOf/1/properties/address/anyOf/2/items/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/address/" + i0,schemaPath:"#/anyOf/1/properties/address/anyOf/2/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
var valid13 = _errs50 === errors;
if(!valid13){
break;
}
}
}
}
else {
const err33 = {instancePath:instancePath+"/address",schemaPath:"#/anyOf/1/properties/address/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
var _valid7 = _errs48 === errors;
valid12 = valid12 || _valid7;
}
}
if(!valid12){
const err34 = {instancePath:instancePath+"/address",schemaPath:"#/anyOf/1/properties/address/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs42 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.topics !== undefined){
let data8 = data.topics;
const _errs52 = errors;
const _errs53 = errors;
let valid14 = false;
const _errs54 = errors;
if(data8 !== null){
const err35 = {instancePath:instancePath+"/topics",schemaPath:"#/anyOf/1/properties/topics/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid8 = _errs54 === errors;
valid14 = valid14 || _valid8;
if(!valid14){
const _errs56 = errors;
if(errors === _errs56){
if(Array.isArray(data8)){
if(data8.length > 4){
const err36 = {instancePath:instancePath+"/topics",schemaPath:"#/anyOf/1/properties/topics/anyOf/1/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
var valid15 = true;
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
const _errs58 = errors;
const _errs59 = errors;
let valid16 = false;
const _errs60 = errors;
if(data9 !== null){
const err37 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/anyOf/1/properties/topics/anyOf/1/items/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid9 = _errs60 === errors;
valid16 = valid16 || _valid9;
if(!valid16){
const _errs62 = errors;
if(errors === _errs62){
if(typeof data9 === "string"){
if(!pattern5.test(data9)){
const err38 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/anyOf/1/properties/topics/anyOf/1/items/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/anyOf/1/properties/topics/anyOf/1/items/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
var _valid9 = _errs62 === errors;
valid16 = valid16 || _valid9;
if(!valid16){
const _errs64 = errors;
if(errors === _errs64){
if(Array.isArray(data9)){
var valid17 = true;
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
let data10 = data9[i2];
const _errs66 = errors;
const _errs67 = errors;
let valid18 = false;
let passing0 = null;
const _errs68 = errors;
if(errors === _errs68){
if(typeof data10 === "string"){
if(!pattern5.test(data10)){
const err40 = {instancePath:instancePath+"/topics/" + i1+"/" + i2,schemaPath:"#/anyOf/1/properties/topics/anyOf/1/items/anyOf/2/items/oneOf/0/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/topics/" + i1+"/" + i2,schemaPath:"#/anyOf/1/properties/topics/anyOf/1/items/anyOf/2/items/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
var _valid10 = _errs68 === errors;
if(_valid10){
valid18 = true;
passing0 = 0;
}
const _errs70 = errors;
if(data10 !== null){
const err42 = {instancePath:instancePath+"/topics/" + i1+"/" + i2,schemaPath:"#/anyOf/1/properties/topics/anyOf/1/items/anyOf/2/items/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid10 = _errs70 === errors;
if(_valid10 && valid18){
valid18 = false;
passing0 = [passing0, 1];
}
else {
if(_valid10){
valid18 = true;
passing0 = 1;
}
}
if(!valid18){
const err43 = {instancePath:instancePath+"/topics/" + i1+"/" + i2,schemaPath:"#/anyOf/1/properties/topics/anyOf/1/items/anyOf/2/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs67;
if(vErrors !== null){
if(_errs67){
vErrors.length = _errs67;
}
else {
vErrors = null;
}
}
}
var valid17 = _errs66 === errors;
if(!valid17){
break;
}
}
}
else {
const err44 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/anyOf/1/properties/topics/anyOf/1/items/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
var _valid9 = _errs64 === errors;
valid16 = valid16 || _valid9;
}
}
if(!valid16){
const err45 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/anyOf/1/properties/topics/anyOf/1/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
else {
errors = _errs59;
if(vErrors !== null){
if(_errs59){
vErrors.length = _errs59;
}
else {
vErrors = null;
}
}
}
var valid15 = _errs58 === errors;
if(!valid15){
break;
}
}
}
}
else {
const err46 = {instancePath:instancePath+"/topics",schemaPath:"#/anyOf/1/properties/topics/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
var _valid8 = _errs56 === errors;
valid14 = valid14 || _valid8;
}
if(!valid14){
const err47 = {instancePath:instancePath+"/topics",schemaPath:"#/anyOf/1/properties/topics/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
errors = _errs53;
if(vErrors !== null){
if(_errs53){
vErrors.length = _errs53;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs52 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
else {
const err48 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err49 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
validate35.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate35.errors = vErrors;
return errors === 0;
}

exports["node/c50bb6df-33ac5ff4-491"] = validate36;
const schema37 = {"type":"object","properties":{"chain":{"title":"CB58Id","type":"string","pattern":"^[1-9A-HJ-NP-Za-km-z]{1,50}$","examples":["2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM"]}},"required":["chain"]};
const pattern24 = new RegExp("^[1-9A-HJ-NP-Za-km-z]{1,50}$", "u");

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.chain === undefined) && (missing0 = "chain")){
validate36.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.chain !== undefined){
let data0 = data.chain;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(!pattern24.test(data0)){
validate36.errors = [{instancePath:instancePath+"/chain",schemaPath:"#/properties/chain/pattern",keyword:"pattern",params:{pattern: "^[1-9A-HJ-NP-Za-km-z]{1,50}$"},message:"must match pattern \""+"^[1-9A-HJ-NP-Za-km-z]{1,50}$"+"\""}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/chain",schemaPath:"#/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate36.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate36.errors = vErrors;
return errors === 0;
}

exports["node/c9e03663-d4b9c7fe-252"] = validate37;
const schema38 = {"type":"array","items":{"title":"NodeId","type":"string","pattern":"^NodeID-[1-9A-HJ-NP-Za-km-z]{1,40}$","examples":["NodeID-P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE5"]}};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(!pattern16.test(data0)){
validate37.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/pattern",keyword:"pattern",params:{pattern: "^NodeID-[1-9A-HJ-NP-Za-km-z]{1,40}$"},message:"must match pattern \""+"^NodeID-[1-9A-HJ-NP-Za-km-z]{1,40}$"+"\""}];
return false;
}
}
else {
validate37.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate37.errors = vErrors;
return errors === 0;
}

exports["node/d5a1f312-c4f884b-292"] = validate38;
const schema39 = {"title":"LogLevel","type":"string","enum":["VERBO","DEBUG","TRACE","INFO","WARN","ERROR","FATAL","OFF"]};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((data === "VERBO") || (data === "DEBUG")) || (data === "TRACE")) || (data === "INFO")) || (data === "WARN")) || (data === "ERROR")) || (data === "FATAL")) || (data === "OFF"))){
validate38.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema39.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate38.errors = vErrors;
return errors === 0;
}

exports["node/d5d0bd47-60fa174c-659"] = validate39;
const schema40 = {"type":"object","properties":{"index":{"title":"Uint64","oneOf":[{"type":"integer","minimum":0},{"type":"string","pattern":"^[0-9]+$"}]},"encoding":{"title":"Encoding","type":"string","enum":["hex"],"default":"hex"}},"required":["index"]};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.index === undefined) && (missing0 = "index")){
validate39.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.index !== undefined){
let data0 = data.index;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
let passing0 = null;
const _errs3 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err0 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs3){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/oneOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var _valid0 = _errs3 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs5 = errors;
if(errors === _errs5){
if(typeof data0 === "string"){
if(!pattern3.test(data0)){
const err2 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err4 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate39.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.encoding !== undefined){
let data1 = data.encoding;
const _errs7 = errors;
if(typeof data1 !== "string"){
validate39.errors = [{instancePath:instancePath+"/encoding",schemaPath:"#/properties/encoding/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data1 === "hex")){
validate39.errors = [{instancePath:instancePath+"/encoding",schemaPath:"#/properties/encoding/enum",keyword:"enum",params:{allowedValues: schema40.properties.encoding.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate39.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate39.errors = vErrors;
return errors === 0;
}

exports["node/de7695ba-cad20d8d-1701"] = validate40;
const schema41 = {"title":"BlockNumberOrHash","anyOf":[{"title":"BlockNumber","anyOf":[{"type":"string","enum":["latest","earliest","pending","safe","finalized","accepted"]},{"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"}]},{"title":"Hash","type":"string","pattern":"^0x[0-9a-fA-F]{64}$"},{"type":"null"},{"type":"object","properties":{"blockNumber":{"anyOf":[{"title":"BlockNumber","anyOf":[{"type":"string","enum":["latest","earliest","pending","safe","finalized","accepted"]},{"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"}]},{"type":"null"}]},"blockHash":{"anyOf":[{"title":"Hash","type":"string","pattern":"^0x[0-9a-fA-F]{64}$"},{"type":"null"}]},"requireCanonical":{"type":["boolean","null"]}},"not":{"required":["blockNumber","blockHash"],"properties":{"blockNumber":{"type":"string"},"blockHash":{"type":"string"}}}}]};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((((data === "latest") || (data === "earliest")) || (data === "pending")) || (data === "safe")) || (data === "finalized")) || (data === "accepted"))){
const err1 = {instancePath,schemaPath:"#/anyOf/0/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema41.anyOf[0].anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid1 = _errs3 === errors;
valid1 = valid1 || _valid1;
if(!valid1){
const _errs5 = errors;
if(errors === _errs5){
if(typeof data === "string"){
if(!pattern10.test(data)){
const err2 = {instancePath,schemaPath:"#/anyOf/0/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid1 = _errs5 === errors;
valid1 = valid1 || _valid1;
}
if(!valid1){
const err4 = {instancePath,schemaPath:"#/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs7 = errors;
if(errors === _errs7){
if(typeof data === "string"){
if(!pattern5.test(data)){
const err5 = {instancePath,schemaPath:"#/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs9 = errors;
if(data !== null){
const err7 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs11 = errors;
const _errs13 = errors;
const _errs14 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.blockNumber === undefined) && (missing0 = "blockNumber")) || ((data.blockHash === undefined) && (missing0 = "blockHash"))){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
if(data.blockNumber !== undefined){
const _errs15 = errors;
if(typeof data.blockNumber !== "string"){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.blockHash !== undefined){
const _errs17 = errors;
if(typeof data.blockHash !== "string"){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid3 = _errs17 === errors;
}
else {
var valid3 = true;
}
}
}
}
var valid2 = _errs14 === errors;
if(valid2){
const err11 = {instancePath,schemaPath:"#/anyOf/3/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
if(errors === _errs11){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.blockNumber !== undefined){
let data2 = data.blockNumber;
const _errs19 = errors;
const _errs20 = errors;
let valid5 = false;
const _errs21 = errors;
const _errs22 = errors;
let valid6 = false;
const _errs23 = errors;
if(typeof data2 !== "string"){
const err12 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/anyOf/3/properties/blockNumber/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((((((data2 === "latest") || (data2 === "earliest")) || (data2 === "pending")) || (data2 === "safe")) || (data2 === "finalized")) || (data2 === "accepted"))){
const err13 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/anyOf/3/properties/blockNumber/anyOf/0/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema41.anyOf[3].properties.blockNumber.anyOf[0].anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid3 = _errs23 === errors;
valid6 = valid6 || _valid3;
if(!valid6){
const _errs25 = errors;
if(errors === _errs25){
if(typeof data2 === "string"){
if(!pattern10.test(data2)){
const err14 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/anyOf/3/properties/blockNumber/anyOf/0/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/anyOf/3/properties/blockNumber/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
var _valid3 = _errs25 === errors;
valid6 = valid6 || _valid3;
}
if(!valid6){
const err16 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/anyOf/3/properties/blockNumber/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
var _valid2 = _errs21 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const _errs27 = errors;
if(data2 !== null){
const err17 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/anyOf/3/properties/blockNumber/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid2 = _errs27 === errors;
valid5 = valid5 || _valid2;
}
if(!valid5){
const err18 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/anyOf/3/properties/blockNumber/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.blockHash !== undefined){
let data3 = data.blockHash;
const _errs29 = errors;
const _errs30 = errors;
let valid7 = false;
const _errs31 = errors;
if(errors === _errs31){
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err19 = {instancePath:instancePath+"/blockHash",schemaPath:"#/anyOf/3/properties/blockHash/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/blockHash",schemaPath:"#/anyOf/3/properties/blockHash/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
var _valid4 = _errs31 === errors;
valid7 = valid7 || _valid4;
if(!valid7){
const _errs33 = errors;
if(data3 !== null){
const err21 = {instancePath:instancePath+"/blockHash",schemaPath:"#/anyOf/3/properties/blockHash/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid4 = _errs33 === errors;
valid7 = valid7 || _valid4;
}
if(!valid7){
const err22 = {instancePath:instancePath+"/blockHash",schemaPath:"#/anyOf/3/properties/blockHash/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
var valid4 = _errs29 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.requireCanonical !== undefined){
let data4 = data.requireCanonical;
const _errs35 = errors;
if((typeof data4 !== "boolean") && (data4 !== null)){
const err23 = {instancePath:instancePath+"/requireCanonical",schemaPath:"#/anyOf/3/properties/requireCanonical/type",keyword:"type",params:{type: schema41.anyOf[3].properties.requireCanonical.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var valid4 = _errs35 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
var _valid0 = _errs11 === errors;
valid0 = valid0 || _valid0;
}
}
}
if(!valid0){
const err25 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
validate40.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate40.errors = vErrors;
return errors === 0;
}

exports["node/e4e9b432-a60187d9-777"] = validate41;
const schema42 = {"type":"object","properties":{"id":{"title":"CB58Id","type":"string","pattern":"^[1-9A-HJ-NP-Za-km-z]{1,50}$","examples":["2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM"]},"encoding":{"title":"Encoding","type":"string","enum":["hex"],"default":"hex"}},"required":["id"]};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.id === undefined) && (missing0 = "id")){
validate41.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(!pattern24.test(data0)){
validate41.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[1-9A-HJ-NP-Za-km-z]{1,50}$"},message:"must match pattern \""+"^[1-9A-HJ-NP-Za-km-z]{1,50}$"+"\""}];
return false;
}
}
else {
validate41.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.encoding !== undefined){
let data1 = data.encoding;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate41.errors = [{instancePath:instancePath+"/encoding",schemaPath:"#/properties/encoding/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data1 === "hex")){
validate41.errors = [{instancePath:instancePath+"/encoding",schemaPath:"#/properties/encoding/enum",keyword:"enum",params:{allowedValues: schema42.properties.encoding.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate41.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate41.errors = vErrors;
return errors === 0;
}

exports["node/e7f4af05-abee9484-338"] = validate42;
const schema43 = {"type":"object","properties":{"encoding":{"title":"Encoding","type":"string","enum":["hex"],"default":"hex"}},"required":[]};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.encoding !== undefined){
let data0 = data.encoding;
if(typeof data0 !== "string"){
validate42.errors = [{instancePath:instancePath+"/encoding",schemaPath:"#/properties/encoding/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data0 === "hex")){
validate42.errors = [{instancePath:instancePath+"/encoding",schemaPath:"#/properties/encoding/enum",keyword:"enum",params:{allowedValues: schema43.properties.encoding.enum},message:"must be equal to one of the allowed values"}];
return false;
}
}
}
else {
validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate42.errors = vErrors;
return errors === 0;
}

exports["node/ebc51df0-62fe7e25-6058"] = validate43;
const schema44 = {"anyOf":[{"type":"null"},{"title":"TransactionArgs","type":"object","properties":{"from":{"anyOf":[{"title":"Address","type":"string","pattern":"^0x[0-9a-fA-F]{40}$"},{"type":"null"}]},"to":{"title":"AddressOrNull","oneOf":[{"title":"Address","type":"string","pattern":"^0x[0-9a-fA-F]{40}$"},{"type":"null"}]},"gas":{"anyOf":[{"title":"QuantityInput","type":"string","pattern":"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},{"type":"null"}]},"gasPrice":{"anyOf":[{"title":"QuantityInput","type":"string","pattern":"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},{"type":"null"}]},"maxFeePerGas":{"anyOf":[{"title":"QuantityInput","type":"string","pattern":"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},{"type":"null"}]},"maxPriorityFeePerGas":{"anyOf":[{"title":"QuantityInput","type":"string","pattern":"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},{"type":"null"}]},"value":{"anyOf":[{"title":"QuantityInput","type":"string","pattern":"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},{"type":"null"}]},"nonce":{"anyOf":[{"title":"QuantityInput","type":"string","pattern":"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},{"type":"null"}]},"data":{"anyOf":[{"title":"BytesInput","type":"string","pattern":"^(0[xX]([0-9a-fA-F]{2})*)?$"},{"type":"null"}]},"input":{"anyOf":[{"title":"BytesInput","type":"string","pattern":"^(0[xX]([0-9a-fA-F]{2})*)?$"},{"type":"null"}]},"accessList":{"type":["array","null"],"items":{"title":"AccessListEntryInput","type":"object","required":["address","storageKeys"],"properties":{"address":{"title":"Address","type":"string","pattern":"^0x[0-9a-fA-F]{40}$"},"storageKeys":{"type":"array","items":{"title":"Hash","type":"string","pattern":"^0x[0-9a-fA-F]{64}$"}}}}},"chainId":{"anyOf":[{"title":"QuantityInput","type":"string","pattern":"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},{"type":"null"}]},"type":{}}}]};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.from !== undefined){
let data0 = data.from;
const _errs5 = errors;
const _errs6 = errors;
let valid2 = false;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err1 = {instancePath:instancePath+"/from",schemaPath:"#/anyOf/1/properties/from/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/from",schemaPath:"#/anyOf/1/properties/from/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid1 = _errs7 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs9 = errors;
if(data0 !== null){
const err3 = {instancePath:instancePath+"/from",schemaPath:"#/anyOf/1/properties/from/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err4 = {instancePath:instancePath+"/from",schemaPath:"#/anyOf/1/properties/from/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.to !== undefined){
let data1 = data.to;
const _errs11 = errors;
const _errs12 = errors;
let valid3 = false;
let passing0 = null;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/to",schemaPath:"#/anyOf/1/properties/to/oneOf/0/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/to",schemaPath:"#/anyOf/1/properties/to/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid2 = _errs13 === errors;
if(_valid2){
valid3 = true;
passing0 = 0;
}
const _errs15 = errors;
if(data1 !== null){
const err7 = {instancePath:instancePath+"/to",schemaPath:"#/anyOf/1/properties/to/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs15 === errors;
if(_valid2 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid2){
valid3 = true;
passing0 = 1;
}
}
if(!valid3){
const err8 = {instancePath:instancePath+"/to",schemaPath:"#/anyOf/1/properties/to/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.gas !== undefined){
let data2 = data.gas;
const _errs17 = errors;
const _errs18 = errors;
let valid4 = false;
const _errs19 = errors;
if(errors === _errs19){
if(typeof data2 === "string"){
if(!pattern1.test(data2)){
const err9 = {instancePath:instancePath+"/gas",schemaPath:"#/anyOf/1/properties/gas/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},message:"must match pattern \""+"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/gas",schemaPath:"#/anyOf/1/properties/gas/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid3 = _errs19 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const _errs21 = errors;
if(data2 !== null){
const err11 = {instancePath:instancePath+"/gas",schemaPath:"#/anyOf/1/properties/gas/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid3 = _errs21 === errors;
valid4 = valid4 || _valid3;
}
if(!valid4){
const err12 = {instancePath:instancePath+"/gas",schemaPath:"#/anyOf/1/properties/gas/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.gasPrice !== undefined){
let data3 = data.gasPrice;
const _errs23 = errors;
const _errs24 = errors;
let valid5 = false;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
const err13 = {instancePath:instancePath+"/gasPrice",schemaPath:"#/anyOf/1/properties/gasPrice/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},message:"must match pattern \""+"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/gasPrice",schemaPath:"#/anyOf/1/properties/gasPrice/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
var _valid4 = _errs25 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const _errs27 = errors;
if(data3 !== null){
const err15 = {instancePath:instancePath+"/gasPrice",schemaPath:"#/anyOf/1/properties/gasPrice/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid4 = _errs27 === errors;
valid5 = valid5 || _valid4;
}
if(!valid5){
const err16 = {instancePath:instancePath+"/gasPrice",schemaPath:"#/anyOf/1/properties/gasPrice/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.maxFeePerGas !== undefined){
let data4 = data.maxFeePerGas;
const _errs29 = errors;
const _errs30 = errors;
let valid6 = false;
const _errs31 = errors;
if(errors === _errs31){
if(typeof data4 === "string"){
if(!pattern1.test(data4)){
const err17 = {instancePath:instancePath+"/maxFeePerGas",schemaPath:"#/anyOf/1/properties/maxFeePerGas/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},message:"must match pattern \""+"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/maxFeePerGas",schemaPath:"#/anyOf/1/properties/maxFeePerGas/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
var _valid5 = _errs31 === errors;
valid6 = valid6 || _valid5;
if(!valid6){
const _errs33 = errors;
if(data4 !== null){
const err19 = {instancePath:instancePath+"/maxFeePerGas",schemaPath:"#/anyOf/1/properties/maxFeePerGas/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid5 = _errs33 === errors;
valid6 = valid6 || _valid5;
}
if(!valid6){
const err20 = {instancePath:instancePath+"/maxFeePerGas",schemaPath:"#/anyOf/1/properties/maxFeePerGas/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.maxPriorityFeePerGas !== undefined){
let data5 = data.maxPriorityFeePerGas;
const _errs35 = errors;
const _errs36 = errors;
let valid7 = false;
const _errs37 = errors;
if(errors === _errs37){
if(typeof data5 === "string"){
if(!pattern1.test(data5)){
const err21 = {instancePath:instancePath+"/maxPriorityFeePerGas",schemaPath:"#/anyOf/1/properties/maxPriorityFeePerGas/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},message:"must match pattern \""+"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/maxPriorityFeePerGas",schemaPath:"#/anyOf/1/properties/maxPriorityFeePerGas/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
var _valid6 = _errs37 === errors;
valid7 = valid7 || _valid6;
if(!valid7){
const _errs39 = errors;
if(data5 !== null){
const err23 = {instancePath:instancePath+"/maxPriorityFeePerGas",schemaPath:"#/anyOf/1/properties/maxPriorityFeePerGas/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid6 = _errs39 === errors;
valid7 = valid7 || _valid6;
}
if(!valid7){
const err24 = {instancePath:instancePath+"/maxPriorityFeePerGas",schemaPath:"#/anyOf/1/properties/maxPriorityFeePerGas/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs36;
if(vErrors !== null){
if(_errs36){
vErrors.length = _errs36;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs35 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.value !== undefined){
let data6 = data.value;
const _errs41 = errors;
const _errs42 = errors;
let valid8 = false;
const _errs43 = errors;
if(errors === _errs43){
if(typeof data6 === "string"){
if(!pattern1.test(data6)){
const err25 = {instancePath:instancePath+"/value",schemaPath:"#/anyOf/1/properties/value/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},message:"must match pattern \""+"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/value",schemaPath:"#/anyOf/1/properties/value/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
var _valid7 = _errs43 === errors;
valid8 = valid8 || _valid7;
if(!valid8){
const _errs45 = errors;
if(data6 !== null){
const err27 = {instancePath:instancePath+"/value",schemaPath:"#/anyOf/1/properties/value/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid7 = _errs45 === errors;
valid8 = valid8 || _valid7;
}
if(!valid8){
const err28 = {instancePath:instancePath+"/value",schemaPath:"#/anyOf/1/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs41 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.nonce !== undefined){
let data7 = data.nonce;
const _errs47 = errors;
const _errs48 = errors;
let valid9 = false;
const _errs49 = errors;
if(errors === _errs49){
if(typeof data7 === "string"){
if(!pattern1.test(data7)){
const err29 = {instancePath:instancePath+"/nonce",schemaPath:"#/anyOf/1/properties/nonce/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},message:"must match pattern \""+"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/nonce",schemaPath:"#/anyOf/1/properties/nonce/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
var _valid8 = _errs49 === errors;
valid9 = valid9 || _valid8;
if(!valid9){
const _errs51 = errors;
if(data7 !== null){
const err31 = {instancePath:instancePath+"/nonce",schemaPath:"#/anyOf/1/properties/nonce/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid8 = _errs51 === errors;
valid9 = valid9 || _valid8;
}
if(!valid9){
const err32 = {instancePath:instancePath+"/nonce",schemaPath:"#/anyOf/1/properties/nonce/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs47 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.data !== undefined){
let data8 = data.data;
const _errs53 = errors;
const _errs54 = errors;
let valid10 = false;
const _errs55 = errors;
if(errors === _errs55){
if(typeof data8 === "string"){
if(!pattern15.test(data8)){
const err33 = {instancePath:instancePath+"/data",schemaPath:"#/anyOf/1/properties/data/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0[xX]([0-9a-fA-F]{2})*)?$"},message:"must match pattern \""+"^(0[xX]([0-9a-fA-F]{2})*)?$"+"\""};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/data",schemaPath:"#/anyOf/1/properties/data/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
var _valid9 = _errs55 === errors;
valid10 = valid10 || _valid9;
if(!valid10){
const _errs57 = errors;
if(data8 !== null){
const err35 = {instancePath:instancePath+"/data",schemaPath:"#/anyOf/1/properties/data/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid9 = _errs57 === errors;
valid10 = valid10 || _valid9;
}
if(!valid10){
const err36 = {instancePath:instancePath+"/data",schemaPath:"#/anyOf/1/properties/data/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
errors = _errs54;
if(vErrors !== null){
if(_errs54){
vErrors.length = _errs54;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs53 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.input !== undefined){
let data9 = data.input;
const _errs59 = errors;
const _errs60 = errors;
let valid11 = false;
const _errs61 = errors;
if(errors === _errs61){
if(typeof data9 === "string"){
if(!pattern15.test(data9)){
const err37 = {instancePath:instancePath+"/input",schemaPath:"#/anyOf/1/properties/input/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0[xX]([0-9a-fA-F]{2})*)?$"},message:"must match pattern \""+"^(0[xX]([0-9a-fA-F]{2})*)?$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/input",schemaPath:"#/anyOf/1/properties/input/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
var _valid10 = _errs61 === errors;
valid11 = valid11 || _valid10;
if(!valid11){
const _errs63 = errors;
if(data9 !== null){
const err39 = {instancePath:instancePath+"/input",schemaPath:"#/anyOf/1/properties/input/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid10 = _errs63 === errors;
valid11 = valid11 || _valid10;
}
if(!valid11){
const err40 = {instancePath:instancePath+"/input",schemaPath:"#/anyOf/1/properties/input/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
else {
errors = _errs60;
if(vErrors !== null){
if(_errs60){
vErrors.length = _errs60;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs59 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.accessList !== undefined){
let data10 = data.accessList;
const _errs65 = errors;
if((!(Array.isArray(data10))) && (data10 !== null)){
const err41 = {instancePath:instancePath+"/accessList",schemaPath:"#/anyOf/1/properties/accessList/type",keyword:"type",params:{type: schema44.anyOf[1].properties.accessList.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(errors === _errs65){
if(Array.isArray(data10)){
var valid12 = true;
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
const _errs67 = errors;
if(errors === _errs67){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing0;
if(((data11.address === undefined) && (missing0 = "address")) || ((data11.storageKeys === undefined) && (missing0 = "storageKeys"))){
const err42 = {instancePath:instancePath+"/accessList/" + i0,schemaPath:"#/anyOf/1/properties/accessList/items/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
else {
if(data11.address !== undefined){
let data12 = data11.address;
const _errs69 = errors;
if(errors === _errs69){
if(typeof data12 === "string"){
if(!pattern0.test(data12)){
const err43 = {instancePath:instancePath+"/accessList/" + i0+"/address",schemaPath:"#/anyOf/1/properties/accessList/items/properties/address/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/accessList/" + i0+"/address",schemaPath:"#/anyOf/1/properties/accessList/items/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
var valid13 = _errs69 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data11.storageKeys !== undefined){
let data13 = data11.storageKeys;
const _errs71 = errors;
if(errors === _errs71){
if(Array.isArray(data13)){
var valid14 = true;
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
let data14 = data13[i1];
const _errs73 = errors;
if(errors === _errs73){
if(typeof data14 === "string"){
if(!pattern5.test(data14)){
const err45 = {instancePath:instancePath+"/accessList/" + i0+"/storageKeys/" + i1,schemaPath:"#/anyOf/1/properties/accessList/items/properties/storageKeys/items/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/accessList/" + i0+"/storageKeys/" + i1,schemaPath:"#/anyOf/1/properties/accessList/items/properties/storageKeys/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
var valid14 = _errs73 === errors;
if(!valid14){
break;
}
}
}
else {
const err47 = {instancePath:instancePath+"/accessList/" + i0+"/storageKeys",schemaPath:"#/anyOf/1/properties/accessList/items/properties/storageKeys/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
var valid13 = _errs71 === errors;
}
else {
var valid13 = true;
}
}
}
}
else {
const err48 = {instancePath:instancePath+"/accessList/" + i0,schemaPath:"#/anyOf/1/properties/accessList/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
var valid12 = _errs67 === errors;
if(!valid12){
break;
}
}
}
}
var valid1 = _errs65 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.chainId !== undefined){
let data15 = data.chainId;
const _errs75 = errors;
const _errs76 = errors;
let valid15 = false;
const _errs77 = errors;
if(errors === _errs77){
if(typeof data15 === "string"){
if(!pattern1.test(data15)){
const err49 = {instancePath:instancePath+"/chainId",schemaPath:"#/anyOf/1/properties/chainId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},message:"must match pattern \""+"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"+"\""};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/chainId",schemaPath:"#/anyOf/1/properties/chainId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
var _valid11 = _errs77 === errors;
valid15 = valid15 || _valid11;
if(!valid15){
const _errs79 = errors;
if(data15 !== null){
const err51 = {instancePath:instancePath+"/chainId",schemaPath:"#/anyOf/1/properties/chainId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid11 = _errs79 === errors;
valid15 = valid15 || _valid11;
}
if(!valid15){
const err52 = {instancePath:instancePath+"/chainId",schemaPath:"#/anyOf/1/properties/chainId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
errors = _errs76;
if(vErrors !== null){
if(_errs76){
vErrors.length = _errs76;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs75 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
const err53 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err54 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
validate43.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate43.errors = vErrors;
return errors === 0;
}

exports["node/fb0e1154-65e43b53-429"] = validate44;
const schema45 = {"title":"CB58Id","type":"string","pattern":"^[1-9A-HJ-NP-Za-km-z]{1,50}$","examples":["2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM"]};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern24.test(data)){
validate44.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[1-9A-HJ-NP-Za-km-z]{1,50}$"},message:"must match pattern \""+"^[1-9A-HJ-NP-Za-km-z]{1,50}$"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate44.errors = vErrors;
return errors === 0;
}

exports["node/fb17bf24-30c6f8cf-51"] = validate45;
const schema46 = {"type":["array","null"],"items":{"type":"string"}};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(Array.isArray(data))) && (data !== null)){
validate45.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema46.type},message:"must be array,null"}];
return false;
}
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(typeof data[i0] !== "string"){
validate45.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
}
validate45.errors = vErrors;
return errors === 0;
}
return exports;
}

export const GENERATED_SCHEMA_VALIDATORS = {
  validators: { ...controlValidators(), ...nodeValidators() },
  acceptsNull: {"node/1789348b-41a92912-1366":false,"node/19ab3949-7d4d035a-123":false,"node/1aaebd75-66458eee-1903":false,"node/23e61a8d-5ef5a9e2-161":false,"node/256d1f95-2b42a5aa-31":false,"node/34d95c2f-cd706bda-228":false,"node/4ed28895-5f8f79de-1807":false,"node/57f2f58a-a5702315-817":false,"node/5c465f6f-e85a0e9a-306":true,"node/5dca877a-bba271c9-113":false,"node/6513d289-98af5e54-138":false,"node/652f79a6-783b2be9-137":false,"node/654267a5-e78bc65a-997":false,"node/74deff38-b6bcf473-1563":false,"node/7ccaf9-449fc93a-1343":false,"node/87c1c357-223ea5bc-4075":false,"node/91b9054d-a7d9ddca-4079":false,"node/98d28f5a-f1c02333-148":false,"node/993d8c4e-2ac2430b-2098":false,"node/9c42a335-3bb2476c-186":false,"node/9f2756b5-ef9e6524-5562":true,"node/a1da6be4-332226f7-1959":false,"node/a9acfe54-7f25cfa5-776":false,"node/aec7e4a6-6cc257e7-222":false,"node/afaee02f-c9338e32-1432":false,"node/b270f2c4-b0bc47af-11631":true,"node/b4c72f57-2684fe54-117":false,"node/b6167130-c3b50191-274":false,"node/b79d6014-8b43a75f-7125":false,"node/be78c695-1f9ae2c2-1947":false,"node/bf180eb5-c1af3da6-1455":false,"node/ddcc5608-558a2b33-245":false,"node/def33f2f-7048c2fe-18":false,"node/e190afd0-9da3bda3-1939":true,"node/f466ad06-1b2c86f1-5525":true,"node/fb58d883-ae154342-5468":true},
};
